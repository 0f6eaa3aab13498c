// The hosted /mcp endpoint under a caller that goes away and under failures nobody expected: an
// execute_action whose client disconnects stops its vendor call at once (as POST .../execute does),
// and an unexpected error is answered "Internal error." only, but logged with its cause and counted
// in /metrics.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSql } from '../support/database.ts';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

const vendor = new ProgrammableVendor();
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let connectorId: string;

beforeAll(async () => {
  server = await startTestServer({
    upstreams: { stripe: await vendor.start() },
    sync: { intervalSeconds: 0, onCreate: false },
  });
  session = await signIn(server, 'mcp-abort');
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'stripe',
    name: 'S',
    credentials: { api_key: 'sk_test_mcp_abort_123' },
  });
  connectorId = created.body.id;
});
afterAll(async () => {
  await server.close();
  await vendor.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (ok: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !ok() && Date.now() < end; ) await sleep(20);
  return ok();
};

/** One JSON-RPC tools/call over POST /mcp (stateless: no initialize needed). */
const callTool = (name: string, args: object, signal?: AbortSignal) =>
  fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.token()}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name, arguments: args },
    }),
    ...(signal ? { signal } : {}),
  });

describe('hosted /mcp', () => {
  it('execute_action stops its vendor call when the client disconnects', async () => {
    const held: ServerResponse[] = [];
    let closed = 0;
    vendor.received = [];
    vendor.handler = (_req, res) => {
      held.push(res); // never answered: only the engine's abort ends it
      res.on('close', () => closed++);
    };
    const caller = new AbortController();
    const answer = callTool(
      'execute_action',
      { connector_id: connectorId, entity: 'customers', action: 'list' },
      caller.signal,
    ).catch((e: unknown) => e);
    expect(await until(() => vendor.received.length === 1, 5000)).toBe(true);
    caller.abort();
    await answer;
    expect(await until(() => closed === 1, 2000)).toBe(true); // the vendor call ended with the client
    await sleep(300);
    expect(vendor.received).toHaveLength(1); // and no retry followed it
    for (const r of held) r.destroy();
  });

  it('an unexpected error is "Internal error." to the agent, logged with its cause and counted', async () => {
    await serviceSql(server.dataDir, 'ALTER TABLE connectors RENAME TO connectors_moved');
    let body: any;
    try {
      body = await (await callTool('list_connectors', {})).json();
    } finally {
      await serviceSql(server.dataDir, 'ALTER TABLE connectors_moved RENAME TO connectors');
    }
    expect(body.result.isError).toBe(true);
    expect(JSON.parse(body.result.content[0].text).message).toBe('Internal error.');
    const line = server.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.event === 'mcp_internal_error');
    expect(line).toMatchObject({
      level: 'error',
      tool: 'list_connectors',
      organization_id: session.app.organization_id,
      error: expect.any(String),
      error_message: expect.stringMatching(/connectors/),
    });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(
      /^connector_engine_mcp_internal_errors_total\{tool="list_connectors"\} 1$/m,
    );
  });
});
