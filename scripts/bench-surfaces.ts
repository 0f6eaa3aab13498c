// npm run bench:surfaces: what the agent and client surfaces cost, generated from every manifest:
// the OpenAPI document (size, operations, schemas, the time to build it on a fresh engine, which the
// service does on the first GET, not at start-up), the MCP tools (each input schema's size, and the
// size of describe_connector's answer per kind) and the generated kind types. Figures, not pass/fail.
import { statSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createEngine } from '../engine/index.ts';
import { localBackend } from '../mcp/local.ts';
import { createMcpServer } from '../mcp/tools.ts';
import { openApiDocument } from '../server/openapi/document.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// (a) OpenAPI: the manifests' compile (shared with every other use) apart from the document's build
const compile: number[] = [];
const build: number[] = [];
let doc: Record<string, unknown> = {};
for (let i = 0; i < 7; i++) {
  let t = performance.now();
  const engine = createEngine();
  for (const kind of engine.kinds()) engine.plan(kind);
  compile.push(performance.now() - t);
  t = performance.now();
  doc = (await openApiDocument(engine)) as Record<string, unknown>;
  build.push(performance.now() - t);
}
const paths = doc.paths as Record<string, Record<string, unknown>>;
const operations = Object.values(paths).reduce(
  (n, p) => n + Object.keys(p).filter((m) => m !== 'parameters').length,
  0,
);
const schemas = Object.keys((doc.components as { schemas: object }).schemas).length;
const json = JSON.stringify(doc);
console.log(
  `OpenAPI 3.1 document: ${kb(Buffer.byteLength(json))} (${kb(Buffer.byteLength(JSON.stringify(doc, null, 2)))} indented), ${Object.keys(paths).length} paths, ${operations} operations, ${schemas} component schemas`,
);
console.log(
  `  built on the first GET /api/v1/openapi.json, not at start-up: ${build[0]!.toFixed(1)} ms the first time in this process (after ${compile[0]!.toFixed(1)} ms compiling every manifest, which the first use of each kind does anyway), ${median(build).toFixed(1)} ms median of 7 fresh engines`,
);

// (b) MCP: the tools as an agent lists them, over the SDK's own client
const engine = createEngine();
const server = createMcpServer(localBackend([], {}));
const client = new Client({ name: 'bench', version: '1' });
const [a, b] = InMemoryTransport.createLinkedPair();
await Promise.all([server.connect(a), client.connect(b)]);
const { tools } = await client.listTools();
console.log(`MCP tools (${tools.length}), input schema / description sizes:`);
for (const tool of tools)
  console.log(
    `  ${tool.name.padEnd(22)} ${String(Buffer.byteLength(JSON.stringify(tool.inputSchema))).padStart(5)} B schema, ${String(tool.description?.length ?? 0).padStart(4)} chars description`,
  );
// describe_connector's answers, as the agent receives them: per kind, and per entity (params of every action)
const answer = async (args: Record<string, string>) => {
  const res = (await client.callTool({ name: 'describe_connector', arguments: args })) as {
    content: { text: string }[];
    isError?: boolean;
  };
  if (res.isError) throw new Error(res.content[0]!.text);
  return Buffer.byteLength(res.content[0]!.text);
};
const perKind: number[] = [];
const perEntity: number[] = [];
for (const kind of engine.kinds()) {
  perKind.push(await answer({ connector_type: kind }));
  for (const e of engine.plan(kind).entities.keys())
    perEntity.push(await answer({ connector_type: kind, entity: e }));
}
console.log(
  `  describe_connector answers: a kind median ${kb(median(perKind))} (largest ${kb(Math.max(...perKind))}); an entity median ${kb(median(perEntity))} (largest ${kb(Math.max(...perEntity))}, ${perEntity.length} entities)`,
);
await client.close();

// (c) typed clients
const types = statSync(new URL('../types/kinds.gen.ts', import.meta.url)).size;
console.log(`Kind types (types/kinds.gen.ts, ${engine.kinds().length} kinds): ${kb(types)}`);
