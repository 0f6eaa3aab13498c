// engine/manifest/types.gen.ts is derived from schemas/manifest.schema.json; this keeps them in step.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderManifestTypes, typesPath } from '../scripts/gen-manifest-types.ts';

it('the committed manifest types match the schema (run `npm run gen:types` after changing it)', async () => {
  expect(readFileSync(typesPath, 'utf8')).toBe(await renderManifestTypes());
});
