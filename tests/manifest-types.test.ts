// engine/manifest/types.gen.ts and server/api-types.gen.ts are derived from the schemas; this keeps them in step.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  apiTypesPath,
  renderApiTypes,
  renderManifestTypes,
  typesPath,
} from '../scripts/gen-manifest-types.ts';

it('the committed manifest types match the schema (run `npm run gen:types` after changing it)', async () => {
  expect(readFileSync(typesPath, 'utf8')).toBe(await renderManifestTypes());
});

it('the committed API body types match schemas/api.schema.json (run `npm run gen:types` after changing it)', async () => {
  expect(readFileSync(apiTypesPath, 'utf8')).toBe(await renderApiTypes());
});
