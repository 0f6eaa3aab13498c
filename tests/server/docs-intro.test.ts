// The /docs page renders the API description's intro as Markdown: a bare <token> would be taken for an
// HTML tag and vanish, so every placeholder in angle brackets must sit in a code span.
import { expect, it } from 'vitest';
import { createEngine } from '../../engine/index.ts';
import { openApiDocument } from '../../server/openapi/document.ts';

it('keeps the intro placeholders visible on the docs page', async () => {
  const intro = ((await openApiDocument(createEngine())) as { info: { description: string } }).info
    .description;
  expect(intro).toContain('`Authorization: Bearer <token>`');
  const outside = intro.split('`').filter((_, i) => i % 2 === 0); // the text outside code spans
  expect(outside.join('')).not.toMatch(/<[a-z]+>/);
});
