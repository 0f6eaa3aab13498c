// The MCP tools' input schemas, generated from the same JSON Schemas the HTTP API validates with
// (schemas/api.schema.json's execute body, schemas/search.schema.json's context_store_search
// params), so that both accept exactly the same options with the same bounds. The MCP SDK takes zod
// shapes; zod's fromJSONSchema builds them, and the SDK lists them back as JSON Schema.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

type JsonSchema = Parameters<typeof z.fromJSONSchema>[0] & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

// the schemas sit one folder up from the sources and two from the build (dist/mcp/contract.js)
function readSchema(name: string): JsonSchema {
  const url = [
    new URL(`../schemas/${name}`, import.meta.url),
    new URL(`../../schemas/${name}`, import.meta.url),
  ].find((u) => existsSync(u))!;
  return JSON.parse(readFileSync(url, 'utf8'));
}

const api = readSchema('api.schema.json') as { definitions: Record<string, JsonSchema> };
export const executeSchema = api.definitions.execute!;
export const searchSchema = readSchema('search.schema.json');

/** The zod shape of an object schema's properties, required ones as its `required` says. */
function shapeOf(schema: JsonSchema, only?: string[]): Record<string, z.ZodType> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => !only || only.includes(name))
      .map(([name, s]) => {
        const t = z.fromJSONSchema(s);
        return [name, required.has(name) ? t : t.optional()];
      }),
  );
}

/** execute_action's options: the HTTP execute body's, every one. */
export const executeShape = shapeOf(executeSchema);
/** dry_run_action's: what names the request (no paging or projection, which do not change it). */
export const dryRunShape = shapeOf(executeSchema, ['entity', 'action', 'params']);
/** proxy's (kinds whose manifest offers it): the HTTP proxy body's. */
export const proxyShape = shapeOf(api.definitions.proxy!);
/** search_records': context_store_search's params (query optional here: it defaults to {}). */
export const searchShape = {
  ...shapeOf(searchSchema),
  query: shapeOf(searchSchema).query!.optional(),
};
