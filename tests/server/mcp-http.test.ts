// The hosted /mcp endpoint, driven by the MCP SDK's own streamable-HTTP client over loopback: bearer
// tokens and organisations as on /api/v1, the same tools acting on the organisation's stored
// connectors (a fake Stripe behind them), and isolation: organisation A's token can neither list,
// describe by id, execute, dry-run nor search B's connectors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, FakeStripeStore } from '../support/fake-stripe-store.ts';
import { signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

const stripe = new FakeStripeStore();
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let b: Awaited<ReturnType<typeof signIn>>;
let idA: string;
let idB: string;
const secretA = 'sk_test_mcp_secret_AAAA1111';
const secretB = 'sk_test_mcp_secret_BBBB2222';
const answers: string[] = [];
const clients: Client[] = [];

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { text: string }[];
  };
  answers.push(res.content[0]!.text);
  return { isError: res.isError === true, body: JSON.parse(res.content[0]!.text) };
}

beforeAll(async () => {
  stripe.customers = Array.from({ length: 30 }, (_, i) => customer(i));
  server = await startStoreServer({ upstreams: { stripe: await stripe.start() } });
  a = await signIn(server, 'mcp-a');
  b = await signIn(server, 'mcp-b');
  const create = (api: typeof a.api, name: string, key: string) =>
    api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name,
      credentials: { api_key: key },
    });
  idA = (await create(a.api, 'Stripe A', secretA)).body.id;
  idB = (await create(b.api, 'Stripe B', secretB)).body.id;
  await a.api('POST', `/api/v1/integrations/connectors/${idA}/sync`, { entities: ['customers'] });
  await b.api('POST', `/api/v1/integrations/connectors/${idB}/sync`, { entities: ['customers'] });
  await waitForSync(a.api, idA, 'customers', (st) => st.state === 'done');
  await waitForSync(b.api, idB, 'customers', (st) => st.state === 'done');
}, 60_000);
afterAll(async () => {
  for (const c of clients) await c.close();
  await server.close();
  await stripe.stop();
});

describe('hosted /mcp', () => {
  it('needs a bearer token, and answers only POST', async () => {
    const none = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${server.url.replace('127.0.0.1', 'localhost')}/.well-known/oauth-protected-resource/mcp", scope="connectors:read connectors:write"`,
    );
    const get = await fetch(`${server.url}/mcp`, {
      headers: { authorization: `Bearer ${a.token()}`, accept: 'text/event-stream' },
    });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    await expect(connect('not-a-token')).rejects.toThrow();
  });

  it("initializes and lists stdio's tools, and connect_account (hosted only)", async () => {
    const client = await connect(a.token());
    expect(client.getServerVersion()?.name).toBe('connector-engine');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'connect_account',
      'context_store_changes',
      'describe_connector',
      'dry_run_action',
      'execute_action',
      'list_connectors',
      'proxy', // shipped kinds offer it (asana, jira: proxy.mcp)
      'search_records',
    ]);
  });

  it("calls every tool on the organisation's own connector", async () => {
    const client = await connect(a.token());
    const list = await call(client, 'list_connectors');
    expect(list.body.connectors).toEqual([
      {
        id: idA,
        name: 'Stripe A',
        connector_type: 'stripe',
        workspace_name: 'w',
        status: 'active',
      },
    ]);
    const kind = await call(client, 'describe_connector', { connector_id: idA });
    expect(kind.body.entities.find((e: { name: string }) => e.name === 'customers')).toMatchObject({
      context_store: true,
      actions: expect.arrayContaining(['list', 'get', 'context_store_search']),
    });
    const entity = await call(client, 'describe_connector', {
      connector_id: idA,
      entity: 'customers',
    });
    expect(
      entity.body.actions.find((x: { action: string }) => x.action === 'list').params.properties
        .limit.type,
    ).toBe('integer');
    expect(entity.body.searchable_fields.email).toBe('string');
    stripe.pageSize = 2; // the fake answers pages of this size, whatever limit is asked
    const page = await call(client, 'execute_action', {
      connector_id: idA,
      entity: 'customers',
      action: 'list',
      params: { limit: 2 },
      select_fields: ['id'],
    });
    expect(page.body).toEqual({
      result: [{ id: 'cus_000000' }, { id: 'cus_000001' }],
      connector_metadata: expect.objectContaining({ has_more: true }),
      execution_metadata: { log_id: expect.stringMatching(/^exe_/) }, // its row in GET /api/v1/logs
    });
    const found = await call(client, 'search_records', {
      connector_id: idA,
      entity: 'customers',
      query: { filter: { gte: { balance: 27 } }, sort: [{ created: 'desc' }] },
      limit: 2,
      fields: ['id'],
    });
    expect(found.body.data).toEqual([{ id: 'cus_000029' }, { id: 'cus_000028' }]);
    expect(found.body.meta.has_more).toBe(true);
    const next = await call(client, 'search_records', {
      connector_id: idA,
      entity: 'customers',
      query: { filter: { gte: { balance: 27 } }, sort: [{ created: 'desc' }] },
      limit: 2,
      fields: ['id'],
      cursor: found.body.meta.cursor,
    });
    expect(next.body.data).toEqual([{ id: 'cus_000027' }]);
    // the change feed of the same copy, in pages that resume where the last one ended
    const changes = await call(client, 'context_store_changes', {
      connector_id: idA,
      entity: 'customers',
      limit: 2,
    });
    expect(changes.body.changes.map((c: { op: string; id: string }) => [c.op, c.id])).toEqual([
      ['added', 'cus_000000'],
      ['added', 'cus_000001'],
    ]);
    const more = await call(client, 'context_store_changes', {
      connector_id: idA,
      entity: 'customers',
      cursor: changes.body.next_cursor,
      limit: 1,
    });
    expect(more.body.changes[0].id).toBe('cus_000002');
    const dry = await call(client, 'dry_run_action', {
      connector_id: idA,
      entity: 'customers',
      action: 'list',
      params: { limit: 3, email: 'x@example.com' },
    });
    expect(dry.body).toMatchObject({
      method: 'GET',
      url: `${stripe.origin}/v1/customers?email=x%40example.com&limit=3`,
      headers: { authorization: '[redacted]' },
    });
  });

  it('answers bad params and unknown names as tool errors with the field', async () => {
    const client = await connect(a.token());
    const bad = await call(client, 'execute_action', {
      connector_id: idA,
      entity: 'customers',
      action: 'list',
      params: { limit: 'many' },
    });
    expect([bad.isError, bad.body.errors[0].field]).toEqual([true, 'limit']);
    const search = await call(client, 'search_records', {
      connector_id: idA,
      entity: 'customers',
      query: { filter: { eq: { nosuchfield: 1 } } },
    });
    expect(search.isError).toBe(true);
    expect(search.body.message).toContain('nosuchfield');
    const kind = await call(client, 'describe_connector', { connector_type: 'strpe' });
    expect(kind.body.message).toContain("Did you mean 'stripe'?");
  });

  it("isolates organisations: A's token cannot reach B's connector by any tool", async () => {
    const client = await connect(a.token());
    const listed = await call(client, 'list_connectors');
    expect(listed.body.connectors.map((c: { id: string }) => c.id)).toEqual([idA]);
    const none = await call(client, 'describe_connector', { connector_id: 'conn_doesnotexist' });
    const attempts = [
      await call(client, 'describe_connector', { connector_id: idB }),
      await call(client, 'execute_action', {
        connector_id: idB,
        entity: 'customers',
        action: 'list',
      }),
      await call(client, 'dry_run_action', {
        connector_id: idB,
        entity: 'customers',
        action: 'list',
      }),
      await call(client, 'search_records', { connector_id: idB, entity: 'customers', query: {} }),
    ];
    for (const r of attempts) {
      expect(r.isError).toBe(true);
      expect(r.body.message.replace(idB, 'X')).toBe(
        none.body.message.replace('conn_doesnotexist', 'X'),
      ); // the same as for no connector at all
    }
    // and B's own token reaches it
    const own = await call(await connect(b.token()), 'search_records', {
      connector_id: idB,
      entity: 'customers',
      query: {},
      limit: 1,
      fields: ['id'],
    });
    expect(own.body.data).toHaveLength(1);
  });

  it('never shows a credential in any answer', () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const text of answers) for (const s of [secretA, secretB]) expect(text).not.toContain(s);
  });
});
