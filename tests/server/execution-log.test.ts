// The execution log through the real service, a fake vendor on 127.0.0.1 and the real database: three
// executes (one failing) and an MCP tool call each leave a row with their fields and the log id the
// answer carried; another organisation sees none; the credential and the bearer token appear in no row
// even with parameter values recorded; filters, paging with a sealed cursor, bad queries (400 naming the
// parameter); and, on the service graph itself, the retention purge (on demand and at start), the
// bounded queue's dropped rows in the metrics, and parameter values left out by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedCall } from '../../server/execution-log-call.ts';
import { buildServices } from '../../server/graph.ts';
import { timeOrderedId } from '../../server/ids.ts';
import { echoManifests, ProgrammableVendor, SCHEMES } from '../support/echo-vendor.ts';
import { mcpBatch } from '../support/mcp-batch.ts';
import { freshConfig, signIn, type TestServer } from '../support/server.ts';
import { startStoreServer } from '../support/store-server.ts';

const vendor = new ProgrammableVendor();
const TOKEN = SCHEMES.bearer!.credentials.token!;
let server: TestServer;
let session: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let connectorId = '';
const answers: { status: number; logId: string | undefined; headerId: string | null }[] = [];

type Page = { data: Record<string, any>[]; next_cursor: string | null };
const logs = async (who: typeof session, query = ''): Promise<Page> => {
  const res = await who.api('GET', `/api/v1/logs${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The rows, once the queue (flushed every 20 ms here) has written at least `n`. */
async function rows(n: number, query = ''): Promise<Record<string, any>[]> {
  for (let i = 0; i < 200; i++) {
    const { data } = await logs(session, query);
    if (data.length >= n) return data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} rows in the execution log`);
}

const execute = async (action: string, params: Record<string, unknown>) => {
  const res = await session.api('POST', `/api/v1/integrations/connectors/${connectorId}/execute`, {
    entity: 'things',
    action,
    params,
  });
  answers.push({
    status: res.status,
    logId: res.body?.execution_metadata?.log_id,
    headerId: res.headers.get('x-execution-log-id'),
  });
  return res;
};

beforeAll(async () => {
  vendor.handler = (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/things/'))
      return url.includes('tok-Bearer')
        ? void res
            .writeHead(404, { 'content-type': 'application/json' })
            .end('{"error":"no such thing"}')
        : void res
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"id":"a","name":"A"}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[{"id":"a","name":"A"},{"id":"b","name":"B"},{"id":"c","name":"C"}]');
  };
  await vendor.start();
  server = await startStoreServer({
    connectorsDir: [echoManifests()],
    upstreams: { 'echo-bearer': vendor.origin },
    executionLog: { paramValues: true, flushMs: 20 },
  });
  session = await signIn(server, 'exec-log-org');
  other = await signIn(server, 'exec-log-other');
  const created = await session.api('POST', '/api/v1/integrations/connectors', {
    workspace_name: 'w',
    connector_type: 'echo-bearer',
    name: 'Echo',
    credentials: { token: TOKEN },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  connectorId = created.body.id;
  expect((await execute('list', {})).status).toBe(200);
  expect((await execute('get', { id: 'a' })).status).toBe(200);
  // the failing call carries the credential itself as a parameter value
  expect((await execute('get', { id: TOKEN })).status).toBe(404);
}, 60_000);
afterAll(async () => {
  await server.close();
  await vendor.stop();
});

describe('GET /api/v1/logs', () => {
  it('lists the three executes, newest first, with their fields and the ids the answers carried', async () => {
    const data = await rows(3, '?source=execute');
    expect(data).toHaveLength(3);
    const [failed, got, listed] = data;
    const common = {
      source: 'execute',
      connector_id: connectorId,
      connector_type: 'echo-bearer',
      entity: 'things',
      request_id: expect.any(String),
      application_id: session.app.client_id,
      vendor_calls: 1,
      duration_ms: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(listed).toMatchObject({
      ...common,
      action: 'list',
      status: 'success',
      error_code: null,
      upstream_status: 200,
      records: 3,
      param_names: [],
    });
    expect(got).toMatchObject({
      ...common,
      action: 'get',
      status: 'success',
      records: 1,
      param_names: ['id'],
      param_values: { id: 'a' },
    });
    expect(failed).toMatchObject({
      ...common,
      action: 'get',
      status: 'error',
      error_code: expect.stringMatching(/not_found|upstream/),
      upstream_status: 404,
      param_names: ['id'],
    });
    // each answer named its row: in execution_metadata, and (also for the error) in a header
    expect(answers.map((a) => a.logId)).toEqual([listed!.id, got!.id, undefined]);
    expect(answers.map((a) => a.headerId)).toEqual([listed!.id, got!.id, failed!.id]);
  });

  it('keeps the credential and the bearer token out of every row, values recorded', async () => {
    const all = JSON.stringify(await rows(3));
    expect(all).toContain('param_values');
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain(session.token());
    const failed = (await rows(1, '?status=error'))[0]!;
    expect(failed.param_values.id).toMatch(/redacted/);
  });

  it('shows another organisation none of the rows, whatever it filters on', async () => {
    expect((await logs(other)).data).toEqual([]);
    expect((await logs(other, `?connector=${connectorId}`)).data).toEqual([]);
  });

  it('records an MCP tool call, its answer carrying the log id', async () => {
    const call = (action: string, params: Record<string, unknown>) => ({
      name: 'execute_action',
      arguments: { connector_id: connectorId, entity: 'things', action, params },
    });
    const { status, results } = await mcpBatch(server.url, session.token(), [
      call('list', {}),
      call('get', { id: 'b' }),
    ]);
    expect(status).toBe(200);
    const ids = results.map((r) => r.body.execution_metadata?.log_id);
    expect(ids).toEqual([expect.stringMatching(/^exe_/), expect.stringMatching(/^exe_/)]);
    const found = await rows(2, '?source=mcp');
    expect(found.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(found.find((r) => r.id === ids[0])).toMatchObject({
      source: 'mcp',
      action: 'list',
      records: 3,
      status: 'success',
      vendor_calls: 1,
      application_id: session.app.client_id,
    });
  });

  it('filters by connector, action, status and time', async () => {
    await rows(3, '?source=execute');
    expect((await logs(session, '?status=error')).data.map((r) => r.status)).toEqual(['error']);
    expect((await logs(session, '?action=get&source=execute')).data).toHaveLength(2);
    expect((await logs(session, `?connector=${connectorId}&source=execute`)).data).toHaveLength(3);
    expect((await logs(session, '?connector=conn_other')).data).toEqual([]);
    expect((await logs(session, '?since=2099-01-01')).data).toEqual([]);
    expect((await logs(session, '?until=2000-01-01T00:00:00Z')).data).toEqual([]);
  });

  it('pages with a sealed cursor that only its organisation can use', async () => {
    const all = (await rows(3, '?source=execute')).map((r) => r.id);
    const first = await logs(session, '?source=execute&limit=2');
    expect(first.data.map((r) => r.id)).toEqual(all.slice(0, 2));
    expect(first.next_cursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.next_cursor!);
    const second = await logs(session, `?source=execute&limit=2&cursor=${cursor}`);
    expect(second.data.map((r) => r.id)).toEqual(all.slice(2));
    expect(second.next_cursor).toBeNull();
    const stolen = await other.api('GET', `/api/v1/logs?cursor=${cursor}`);
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors[0]).toMatchObject({ field: 'cursor', error_code: 'invalid_cursor' });
    const forged = Buffer.from(JSON.stringify(['2100-01-01', 'x'])).toString('base64url');
    expect((await session.api('GET', `/api/v1/logs?cursor=${forged}`)).status).toBe(400);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['status=failed', 'status'],
    ['source=cron', 'source'],
    ['since=yesterday', 'since'],
    ['until=2026-13-45', 'until'],
    ['since=2026-02-01&until=2026-01-01', 'until'],
    ['connector=a%00b', 'connector'],
    [`action=${'x'.repeat(201)}`, 'action'],
    ['__proto__=1', '__proto__'],
    ['sort=asc', 'sort'],
  ])('answers 400 naming the parameter for ?%s', async (query, field) => {
    const res = await session.api('GET', `/api/v1/logs?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field, error_code: 'invalid_query' });
  });
});

describe('the execution log itself (service graph, real database)', () => {
  // a row as loggedCall makes it: the id and `at` from one clock reading (the purge reads the id)
  const entry = (org: string, ms: number) => ({
    id: timeOrderedId('exe', ms),
    organizationId: org,
    at: new Date(ms).toISOString(),
    source: 'execute' as const,
    connectorId: 'conn_x',
    action: 'list',
    status: 'success' as const,
    durationMs: 1,
    vendorCalls: 1,
    paramNames: [],
  });

  it('purges rows past the retention, on demand and at start', async () => {
    const config = { ...(await freshConfig()), executionLog: { retentionDays: 7 } };
    const day = 86_400_000;
    const first = await buildServices(config, () => {});
    const old1 = entry('org_a', Date.now() - 8 * day);
    const kept1 = entry('org_a', Date.now() - 7 * day + 60_000); // a minute inside the retention
    const recent = entry('org_a', Date.now() - day);
    for (const e of [old1, kept1, recent]) first.executions.record(e);
    await first.executions.flush();
    expect(await first.executions.purge()).toBe(1);
    const kept = await first.executions.list('org_a', { limit: 10 });
    expect(kept.data.map((r) => r.id)).toEqual([recent.id, kept1.id]);
    const old2 = entry('org_a', Date.now() - 9 * day);
    first.executions.record(old2);
    await first.store.close();
    await first.close(); // flushes the queued row
    const again = await buildServices(config, () => {});
    try {
      let ids: string[] = [];
      for (let i = 0; i < 100; i++) {
        ids = (await again.executions.list('org_a', { limit: 10 })).data.map((r) => r.id);
        if (!ids.includes(old2.id)) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(ids).toEqual([recent.id, kept1.id]);
    } finally {
      await again.store.close();
      await again.close();
    }
  });

  it('drops rows past the bounded queue rather than waiting, counted in the metrics', async () => {
    const config = {
      ...(await freshConfig()),
      executionLog: { maxQueued: 2, flushMs: 60_000 },
    };
    const graph = await buildServices(config, () => {});
    try {
      for (let i = 0; i < 5; i++) graph.executions.record(entry('org_q', Date.now()));
      expect(graph.executions.dropped).toBe(3);
      await graph.executions.flush();
      expect((await graph.executions.list('org_q', { limit: 10 })).data).toHaveLength(2);
      const text = await (await graph.metrics.registry()).metrics();
      expect(text).toMatch(/^connector_engine_execution_log_dropped_total 3$/m);
    } finally {
      await graph.store.close();
      await graph.close();
    }
  });

  it('leaves the rows that come during a write to the next flush, rather than writing them a few at a time', async () => {
    const config = { ...(await freshConfig()), executionLog: { batchRows: 10, flushMs: 60_000 } };
    const graph = await buildServices(config, () => {});
    // the batches the log hands the real database, counted on their way; while each of the first 20
    // is written, two more calls end (as requests do while a batch is under way)
    const batches: number[] = [];
    let arriving = 20;
    const insert = graph.db.insertInBackground;
    graph.db.insertInBackground = (sql, rows) => {
      batches.push((JSON.parse(rows) as unknown[]).length);
      if (arriving-- > 0)
        for (const _ of [1, 2]) graph.executions.record(entry('org_b', Date.now()));
      return insert(sql, rows);
    };
    try {
      for (let i = 0; i < 5; i++) graph.executions.record(entry('org_b', Date.now()));
      await graph.executions.flush();
      // the five queued before the flush, in one batch; the two that came meanwhile wait
      expect(batches).toEqual([5]);
      expect((await graph.executions.list('org_b', { limit: 100 })).data).toHaveLength(5);
      // each later flush (the timer's) writes what was queued when it began, in one batch
      for (let i = 0; i < 25 && (batches.length < 21 || arriving >= 0); i++)
        await graph.executions.flush();
      expect(batches).toEqual([5, ...Array(20).fill(2)]);
      expect((await graph.executions.list('org_b', { limit: 100 })).data).toHaveLength(45);
    } finally {
      await graph.store.close();
      await graph.close();
    }
  });

  it('records parameter names but not their values unless the operator turns values on', async () => {
    const graph = await buildServices(await freshConfig(), () => {});
    try {
      const facts = {
        organizationId: 'org_v',
        source: 'execute' as const,
        connectorId: 'conn_v',
        action: 'list',
        params: { email: 'someone@example.com', api_key: 'k' },
        signal: new AbortController().signal,
      };
      await loggedCall(graph.executions, facts, async () => [1, 2]);
      await graph.executions.flush();
      const [row] = (await graph.executions.list('org_v', { limit: 1 })).data;
      expect(row).toMatchObject({ param_names: ['email', 'api_key'], records: 2 });
      expect(row).not.toHaveProperty('param_values');
      expect(JSON.stringify(row)).not.toContain('someone@example.com');
    } finally {
      await graph.store.close();
      await graph.close();
    }
  });
});
