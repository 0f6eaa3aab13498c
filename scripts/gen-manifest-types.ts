// Derives engine/manifest/types.gen.ts from schemas/manifest.schema.json and server/api-types.gen.ts
// from schemas/api.schema.json (each schema the single source of truth). `npm run gen:types` writes
// both; tests/manifest-types.test.ts fails when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { loadManifestSchema } from '../engine/manifest/schema.ts';

export const typesPath = fileURLToPath(new URL('../engine/manifest/types.gen.ts', import.meta.url));

export async function renderManifestTypes(): Promise<string> {
  // Without the editors' $ref allowance: the engine's types describe manifests after $ref resolution.
  return compile(loadManifestSchema() as Parameters<typeof compile>[0], 'ConnectorManifest', {
    bannerComment:
      '// Generated from schemas/manifest.schema.json by `npm run gen:types`. Do not edit.',
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: true },
    cwd: fileURLToPath(new URL('../schemas/', import.meta.url)),
  });
}

export const apiSchemaPath = fileURLToPath(new URL('../schemas/api.schema.json', import.meta.url));
export const apiTypesPath = fileURLToPath(new URL('../server/api-types.gen.ts', import.meta.url));

/** The hosted API's request bodies, one property of ApiBodies per definition the routes validate. */
export async function renderApiTypes(): Promise<string> {
  const api = JSON.parse(readFileSync(apiSchemaPath, 'utf8')) as {
    definitions: Record<string, object>;
  };
  const bodies = Object.keys(api.definitions).filter((k) => k !== 'name');
  const root = {
    title: 'ApiBodies',
    type: 'object',
    additionalProperties: false,
    required: bodies,
    properties: Object.fromEntries(bodies.map((k) => [k, { $ref: `#/definitions/${k}` }])),
    definitions: api.definitions,
  };
  return compile(root as Parameters<typeof compile>[0], 'ApiBodies', {
    bannerComment: '// Generated from schemas/api.schema.json by `npm run gen:types`. Do not edit.',
    additionalProperties: false,
    style: { singleQuote: true },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(typesPath, await renderManifestTypes());
  writeFileSync(apiTypesPath, await renderApiTypes());
  console.log(`wrote ${typesPath} and ${apiTypesPath}`);
}
