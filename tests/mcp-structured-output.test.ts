// Every MCP tool declares an outputSchema, and what it answers conforms: structuredContent checked with
// strict Ajv (JSON Schema 2020-12) against the schema tools/list shows, over every kind's describe
// (overview and each entity) and one recorded execute per kind, replayed from its fixtures against the
// strict fake vendor; the text content is the same JSON. Annotations are set on every tool.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { FakeUpstream } from '../engine/replay/fake-upstream.ts';
import { localBackend } from '../mcp/local.ts';
import { createMcpServer } from '../mcp/tools.ts';
import { fixtureKinds, loadKindFixtures } from './support/fixtures.ts';
import { testKindsDir } from './support/suite-kinds.ts';

const kinds = fixtureKinds();
const shipped = new Set(createEngine().kinds());
const fakes: FakeUpstream[] = [];
const clients: Client[] = [];
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const f of fakes) await f.stop();
});

type Listed = { name: string; outputSchema?: object; annotations?: Record<string, unknown> };

async function session(kind: string) {
  const fixtures = loadKindFixtures(kind);
  const fake = new FakeUpstream();
  fakes.push(fake);
  const origin = await fake.start();
  const backend = localBackend(
    [
      [
        'c',
        {
          kind,
          credentials: fixtures.connector.credentials,
          ...(fixtures.connector.config ? { config: fixtures.connector.config } : {}),
          ...(fixtures.connector.replication
            ? { replication: fixtures.connector.replication }
            : {}),
          ...(fixtures.connector.auth ? { auth: fixtures.connector.auth } : {}),
        } as never,
      ],
    ],
    {
      upstreams: { [kind]: origin },
      ...(shipped.has(kind) ? {} : { connectorsDir: testKindsDir }),
    },
  );
  const [a, b] = InMemoryTransport.createLinkedPair();
  await createMcpServer(backend).connect(a);
  const client = new Client({ name: 'structured-output-test', version: '1' });
  await client.connect(b);
  clients.push(client);
  const tools = (await client.listTools()).tools as Listed[];
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  // the SDK labels listed schemas draft-07; ours use only keywords that mean the same in 2020-12
  const validators = new Map<string, ValidateFunction>(
    tools.map((t) => {
      const { $schema, ...schema } = t.outputSchema as { $schema?: string };
      expect($schema ?? '').toMatch(/json-schema\.org/);
      return [t.name, ajv.compile(schema)];
    }),
  );
  const call = async (name: string, args: Record<string, unknown>) => {
    const res = (await client.callTool({ name, arguments: args })) as {
      isError?: boolean;
      structuredContent?: unknown;
      content: { text: string }[];
    };
    expect(res.isError, `${kind} ${name} ${res.content[0]?.text.slice(0, 300)}`).toBeFalsy();
    const valid = validators.get(name)!;
    expect(valid(res.structuredContent), `${kind} ${name}: ${ajv.errorsText(valid.errors)}`).toBe(
      true,
    );
    expect(JSON.parse(res.content[0]!.text)).toEqual(res.structuredContent);
    return res.structuredContent as Record<string, unknown>;
  };
  return { fixtures, fake, tools, call };
}

/** The kind's first recorded execute that succeeds and answers JSON (not a download). */
function sampleCase(fixtures: ReturnType<typeof loadKindFixtures>) {
  for (const file of fixtures.files)
    for (const c of file.cases)
      if (!c.expect.error && !c.expect.download && !c.credentials && !c.config && !c.auth)
        return { entity: file.entity, c };
  return undefined;
}

describe('structured output', () => {
  it('lists every tool with an object outputSchema and annotations, in a stable order', async () => {
    const { tools } = await session(kinds[0]!);
    expect(tools.map((t) => t.name)).toEqual([
      'list_connectors',
      'describe_connector',
      'execute_action',
      'search_records',
      'context_store_changes',
      'dry_run_action',
      'proxy', // listed because shipped kinds (jira, asana) offer it over MCP
    ]);
    for (const t of tools) {
      expect((t.outputSchema as { type?: string }).type).toBe('object');
      expect(typeof t.annotations?.readOnlyHint).toBe('boolean');
      expect(typeof t.annotations?.openWorldHint).toBe('boolean');
    }
    const byName = new Map(tools.map((t) => [t.name, t.annotations]));
    expect(byName.get('execute_action')).toMatchObject({
      destructiveHint: true,
      openWorldHint: true,
    });
    expect(byName.get('describe_connector')).toMatchObject({ readOnlyHint: true });
  });

  it.each(kinds)('%s: describe, list and a recorded execute conform', async (kind) => {
    const { fixtures, fake, call } = await session(kind);
    const listed = await call('list_connectors', {});
    expect(listed.connector_types).toContain(kind);
    const overview = await call('describe_connector', { connector_id: 'c' });
    for (const e of overview.entities as { name: string }[])
      await call('describe_connector', { connector_id: 'c', entity: e.name });
    const sample = sampleCase(fixtures);
    expect(sample, `${kind} has a successful fixture case`).toBeDefined();
    const { entity, c } = sample!;
    fake.expect(c.exchanges ?? []);
    await call('execute_action', {
      connector_id: 'c',
      entity,
      action: c.action,
      ...(c.params ? { params: c.params } : {}),
      ...(c.paginate ? { paginate: c.paginate } : {}),
    });
    expect(fake.failures).toEqual([]);
    await call('dry_run_action', {
      connector_id: 'c',
      entity,
      action: c.action,
      ...(c.params ? { params: c.params } : {}),
    });
  });
});
