// Derives types/kinds.gen.ts from the manifests in connectors/: per kind, entity and action the params
// (from the action's params JSON Schema) and the result (the entity's record schema: an array of
// records for list and api_search, one for get and named actions; unknown where the kind states no record or the action
// answers something else), plus context_store_search on entities with a synced copy. The file
// augments KindTypes (engine/typed.ts), which types engine.connector(kind) and the HTTP client.
// `npm run gen:kinds` writes it; tests/typed-kinds.test.ts fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { compileFolder } from '../engine/index.ts';

export const kindTypesPath = fileURLToPath(new URL('../types/kinds.gen.ts', import.meta.url));

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : JSON.stringify(s));
const RECORD_RESULTS: Record<string, (t: string) => string> = {
  list: (t) => `${t}[]`,
  api_search: (t) => `${t}[]`,
  get: (t) => t,
};
/** Catalog actions whose answer is not the record (vendors answer creates, updates and deletes variously). */
const CATALOG_OTHERS = new Set(['create', 'update', 'delete', 'download']);

/**
 * The types of the folders' kinds. `from` is the module that holds KindTypes as the file will import it:
 * this repository's own engine (types/kinds.gen.ts) or the package, for a user's kinds (gen-types).
 */
export async function renderKindTypes(
  connectorsDir: string | string[] = defaultConnectorsDir,
  from = '../engine/typed.ts',
): Promise<string> {
  const { plans, problems } = compileFolder(connectorsDir);
  if (problems.length)
    throw new Error(
      `the manifests have problems; run connector-engine lint first (${problems.length} problem(s))`,
    );
  const definitions: Record<string, unknown> = {};
  const define = (name: string, schema: unknown) => {
    if (name in definitions) throw new Error(`two types would be named ${name}`);
    definitions[name] = { ...(schema as object), title: name };
    return name;
  };
  define(
    'ContextStoreSearchParams',
    JSON.parse(readFileSync(new URL('../schemas/search.schema.json', import.meta.url), 'utf8')),
  );
  const map: string[] = ['export interface GeneratedKinds {'];
  for (const kind of [...plans.keys()].sort()) {
    const plan = plans.get(kind)!;
    map.push(`  ${key(kind)}: {`);
    for (const e of plan.entities.values()) {
      const base = pascal(kind) + pascal(e.name);
      // records may carry fields the schema does not list: open unless the schema closes them
      const record = e.record
        ? define(`${base}Record`, { additionalProperties: true, ...(e.record as object) })
        : undefined;
      map.push(`    ${key(e.name)}: {`);
      for (const a of e.actions.values()) {
        const params = define(`${base}${pascal(a.action)}Params`, a.paramsSchema);
        // named actions (finalize, confirm) answer one record, as get does
        const shape =
          RECORD_RESULTS[a.action] ??
          (CATALOG_OTHERS.has(a.action) ? undefined : RECORD_RESULTS.get);
        const result = record && shape ? shape(record) : 'unknown';
        map.push(`      ${key(a.action)}: { params: ${params}; result: ${result} };`);
      }
      if (e.sync)
        map.push(
          `      context_store_search: { params: ContextStoreSearchParams; result: SearchResult<${record ?? 'Record<string, unknown>'}> };`,
        );
      map.push('    };');
    }
    map.push('  };');
  }
  map.push('}');
  const root = {
    title: 'KindSchemas',
    type: 'object',
    additionalProperties: false,
    properties: {},
    definitions,
  };
  const types = await compile(root as Parameters<typeof compile>[0], 'KindSchemas', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false, // prettier would double the time of every run and of the up-to-date test
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true, // bounded lists as plain arrays (a 6-item bound is 6 tuple types otherwise); the engine checks the bounds
  });
  const banner =
    from === '../engine/typed.ts'
      ? 'connectors/*.yaml by `npm run gen:kinds`'
      : 'your manifests by `connector-engine gen-types`';
  return [
    `// Generated from ${banner} (scripts/gen-kind-types.ts). Do not edit.`,
    `import type { SearchResult } from '${from}';`,
    '',
    map.join('\n'),
    '',
    `declare module '${from}' {\n  interface KindTypes extends GeneratedKinds {}\n}`,
    types.replace(/export interface KindSchemas \{\}\n?/, '').trim(),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const text = await renderKindTypes();
  writeFileSync(kindTypesPath, text);
  console.log(
    `wrote ${kindTypesPath}: ${text.length} bytes in ${Math.round(performance.now() - started)} ms`,
  );
}
