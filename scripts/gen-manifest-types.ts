// Derives engine/manifest/types.gen.ts from schemas/manifest.schema.json (the single source of truth).
// `npm run gen:types` writes it; tests/manifest-types.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { loadManifestSchema } from '../engine/manifest/schema.ts';

export const schemaPath = fileURLToPath(new URL('../schemas/manifest.schema.json', import.meta.url));
export const typesPath = fileURLToPath(new URL('../engine/manifest/types.gen.ts', import.meta.url));

export async function renderManifestTypes(): Promise<string> {
  // Without the editors' $ref allowance: the engine's types describe manifests after $ref resolution.
  return compile(loadManifestSchema() as Parameters<typeof compile>[0], 'ConnectorManifest', {
    bannerComment: '// Generated from schemas/manifest.schema.json by `npm run gen:types`. Do not edit.',
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: fileURLToPath(new URL('../schemas/', import.meta.url)),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(typesPath, await renderManifestTypes());
  console.log(`wrote ${typesPath}`);
}
