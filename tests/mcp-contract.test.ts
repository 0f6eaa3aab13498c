// The MCP tools accept exactly the execute options the HTTP API accepts, with the same bounds: their
// input schemas are generated from schemas/api.schema.json (execute) and search.schema.json. Checked
// over a real MCP session (in-memory transport) against a local vendor on 127.0.0.1.

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localBackend } from '../mcp/local.ts';
import { createMcpServer } from '../mcp/tools.ts';
import { testKindsDir } from './support/suite-kinds.ts';

type Json = Record<string, unknown>;
const schemas = join(import.meta.dirname, '..', 'schemas');
const api = JSON.parse(readFileSync(join(schemas, 'api.schema.json'), 'utf8'));
const search = JSON.parse(readFileSync(join(schemas, 'search.schema.json'), 'utf8'));

let vendor: Server;
let client: Client;
let tools: Map<string, Json>;
const seen: string[] = [];

beforeAll(async () => {
  vendor = createServer((req, res) => {
    seen.push(req.url!);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify([{ number: 1, title: 'A', state: 'open' }]));
  });
  await new Promise<void>((ok) => vendor.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  const backend = localBackend(
    [
      [
        'repo',
        {
          kind: 'gitrepo',
          credentials: { token: 'grt_test_0000' },
          config: { owner: 'o', repo: 'r' },
        },
      ],
    ],
    { connectorsDir: testKindsDir, upstreams: { gitrepo: origin } },
  );
  const [a, b] = InMemoryTransport.createLinkedPair();
  await createMcpServer(backend).connect(a);
  client = new Client({ name: 'test', version: '1' });
  await client.connect(b);
  tools = new Map((await client.listTools()).tools.map((t) => [t.name, t.inputSchema as Json]));
});
afterAll(async () => {
  await client.close();
  vendor.close();
});

/** A tool's listed input schema without the connector id (MCP's own addition). */
function listed(tool: string): Json {
  const s = tools.get(tool)!;
  const { connector_id: _, ...properties } = s.properties as Json;
  return {
    ...s,
    properties,
    required: (s.required as string[]).filter((r) => r !== 'connector_id'),
  };
}

const samples: unknown[] = [
  { entity: 'issues', action: 'list' },
  { entity: 'issues', action: 'list', paginate: { max_records: 100_000 } },
  { entity: 'issues', action: 'list', paginate: { max_records: 100_001 } },
  { entity: 'issues', action: 'list', paginate: { max_pages: 101 } },
  { entity: 'issues', action: 'list', paginate: { max_pages: 2, extra: 1 } },
  { entity: 'issues', action: 'list', exclude_fields: ['title'] },
  { entity: 'issues', action: 'list', exclude_fields: [''] },
  { entity: 'issues', action: 'list', select_fields: Array(201).fill('a') },
  { entity: '', action: 'list' },
  { entity: 'x'.repeat(101), action: 'list' },
  { entity: 'issues' },
  { entity: 'issues', action: 'list', unknown_option: true },
  { entity: 'issues', action: 'list', params: [] },
];

it('execute_action accepts what HTTP execute accepts, and refuses what it refuses', () => {
  const ajv = new Ajv({ strict: false });
  const http = ajv.compile(api.definitions.execute);
  const mcp = ajv.compile(listed('execute_action'));
  const verdicts = samples.map((s) => [http(s), mcp(s)]);
  expect(verdicts.map(([h]) => h)).toEqual(verdicts.map(([, m]) => m));
  expect(verdicts.filter(([h]) => h).length).toBe(3); // the samples test both sides
  expect(Object.keys(listed('execute_action').properties as Json).sort()).toEqual(
    Object.keys(api.definitions.execute.properties).sort(),
  );
});

it('search_records takes context_store_search params with their bounds', () => {
  const ajv = new Ajv({ strict: false });
  const mcp = ajv.compile(listed('search_records'));
  const { query: _, ...rest } = search.properties;
  expect(Object.keys(listed('search_records').properties as Json).sort()).toEqual(
    ['entity', 'query', ...Object.keys(rest)].sort(),
  );
  expect(mcp({ entity: 'issues', limit: 10_000 })).toBe(true);
  expect(mcp({ entity: 'issues', limit: 10_001 })).toBe(false);
  expect(mcp({ entity: 'issues', query: { sort: Array(6).fill({ a: 'asc' }) } })).toBe(false);
});

it('over the wire: max_records above 100,000 is refused before any vendor call; exclude_fields works', async () => {
  const call = (args: Json) =>
    client.callTool({
      name: 'execute_action',
      arguments: { connector_id: 'repo', entity: 'issues', action: 'list', ...args },
    });
  const refused = await call({ paginate: { max_records: 100_001 } });
  expect(refused.isError).toBe(true);
  expect(JSON.stringify(refused.content)).toMatch(/max_records/);
  expect(seen).toEqual([]);
  const ok = await call({ exclude_fields: ['title'] });
  expect(ok.isError).toBeFalsy();
  const text = (ok.content as { text: string }[])[0]!.text;
  expect(JSON.parse(text).result).toEqual([{ number: 1, state: 'open' }]);
  expect(seen).toHaveLength(1);
});
