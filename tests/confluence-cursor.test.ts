// Confluence v2 answers a RELATIVE next link (/wiki/api/v2/pages?...&cursor=...). Following it as a URL
// would leave the OAuth gateway (https://api.atlassian.com/ex/confluence/{cloudId}), so the kind takes
// only the cursor value out of it, percent-decoded, with $decodeUrlComponent, which the compiled JSONata
// subset runs itself (malformed input is left to JSONata, which reports its own error).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compareWithJsonata } from './support/jsonata-equivalence.ts';

const next = "$decodeUrlComponent($split($split(_links.next, 'cursor=')[1], '&')[0])";

describe('$decodeUrlComponent in the compiled subset', () => {
  it.each([
    [
      { _links: { next: '/wiki/api/v2/pages?limit=2&cursor=eyJpZCI6MTJ9%3D&sort=id' } },
      'eyJpZCI6MTJ9=',
    ],
    [{ _links: { next: '/wiki/api/v2/spaces?cursor=YWJj' } }, 'YWJj'],
    [{ _links: { base: 'https://acme.atlassian.net/wiki' } }, undefined],
  ])("gives JSONata's value for %j", async (body, cursor) => {
    const c = await compareWithJsonata(next, body);
    expect(c.compiled).not.toHaveProperty('bailed');
    expect(c.difference).toBeUndefined();
    expect((c.compiled as { value: unknown }).value).toBe(cursor);
  });

  it('leaves a malformed escape to JSONata, which reports it', async () => {
    const c = await compareWithJsonata('$decodeUrlComponent(s)', { s: '%E0%A4%A' });
    expect(c.compiled).toEqual({ bailed: true });
    expect(c.jsonata).toHaveProperty('error');
  });

  it('is the cursor strategy of the confluence kind', () => {
    const manifest = parse(
      readFileSync(join(import.meta.dirname, '../connectors/confluence.yaml'), 'utf8'),
    ) as { pagination: Record<string, { next?: string }> };
    expect(manifest.pagination.cursor?.next).toBe(next);
  });
});
