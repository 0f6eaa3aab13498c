// The service's log (pino) over real HTTP and as a real process: LOG_LEVEL filters lines (warn hides
// info), health probes and scrapes are logged at debug only, secret-bearing keys print [Redacted]
// should one reach a log object, a 4xx line carries its error code and the vendor's status, and a
// sync that leaves an entity failed is logged at warn.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLog } from '../../server/log.ts';
import { captureLog, newDataDir, signIn, type TestServer } from '../support/server.ts';
import { startStoreServer, waitForSync } from '../support/store-server.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');

// A Stripe-shaped vendor: a missing customer is a 404, the charges list fails with 500.
const vendor: Server = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0]!;
  if (path.startsWith('/v1/customers/'))
    return void res
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"error":{"type":"invalid_request_error","message":"No such customer"}}');
  if (path === '/v1/charges')
    return void res
      .writeHead(500, { 'content-type': 'application/json' })
      .end('{"error":{"message":"boom"}}');
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end('{"object":"list","has_more":false,"data":[]}');
});
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
const lines = () => server.logs.map((l) => JSON.parse(l));

beforeAll(async () => {
  await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
  server = await startStoreServer({
    upstreams: { stripe: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}` },
  });
  a = await signIn(server, 'logging-org');
}, 30_000);
afterAll(async () => {
  await server.close();
  vendor.closeAllConnections();
  await new Promise((r) => vendor.close(r));
});

describe('the service log at the default level (info)', () => {
  it('leaves health probes and scrapes out; other requests are one line each at info', async () => {
    for (const p of ['/healthz', '/readyz', '/metrics'])
      expect((await fetch(`${server.url}${p}`)).status).toBe(200);
    const listed = await a.api('GET', '/api/v1/integrations/connectors', undefined, {
      'x-request-id': 'list-1',
    });
    expect(listed.status).toBe(200);
    expect(lines().filter((l) => ['/healthz', '/readyz', '/metrics'].includes(l.path))).toEqual([]);
    expect(lines().filter((l) => l.request_id === 'list-1')).toMatchObject([
      {
        level: 'info',
        method: 'GET',
        route: '/api/v1/integrations/connectors',
        status: 200,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("a 4xx line carries the error code answered and the vendor's status", async () => {
    const id = (
      await a.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S',
        credentials: { api_key: 'sk_test_logging_1' },
      })
    ).body.id;
    const res = await a.api(
      'POST',
      `/api/v1/integrations/connectors/${id}/execute`,
      { entity: 'customers', action: 'get', params: { id: 'cus_missing' } },
      { 'x-request-id': 'get-404' },
    );
    expect(res.status).toBe(404);
    expect(lines().find((l) => l.request_id === 'get-404')).toMatchObject({
      level: 'info',
      status: 404,
      error_code: res.body.errors[0].error_code,
      upstream_status: 404,
    });
    await a.api('GET', '/api/v1/integrations/connectors/conn_missing', undefined, {
      'x-request-id': 'conn-404',
    });
    expect(lines().find((l) => l.request_id === 'conn-404')).toMatchObject({
      status: 404,
      error_code: 'not_found',
    });
  });

  it('a sync that leaves an entity failed is logged at warn, naming the entities', async () => {
    const id = (
      await a.api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        connector_type: 'stripe',
        name: 'S2',
        credentials: { api_key: 'sk_test_logging_2' },
      })
    ).body.id;
    expect(
      (
        await a.api('POST', `/api/v1/integrations/connectors/${id}/sync`, {
          entities: ['customers', 'charges'],
        })
      ).status,
    ).toBe(202);
    expect(
      await waitForSync(a.api, id, 'charges', (st) => st.state === 'failed' && !st.running),
    ).toMatchObject({ state: 'failed' });
    let finished: any;
    for (let i = 0; i < 100 && !finished; i++) {
      finished = lines().find((l) => l.event === 'sync_finished' && l.connector_id === id);
      if (!finished) await new Promise((r) => setTimeout(r, 20));
    }
    expect(finished).toMatchObject({
      level: 'warn',
      connector_type: 'stripe',
      failed_entities: ['charges'],
    });
  });
});

describe('redaction, a second line of defence', () => {
  it('prints [Redacted] for secret-bearing keys wherever they sit in a log object', async () => {
    const out: string[] = [];
    const log = captureLog(out);
    log({
      level: 'error',
      event: 'oops',
      authorization: 'Bearer top-secret-1',
      headers: {
        authorization: 'Basic top-secret-2',
        'x-api-key': 'top-secret-3',
        cookie: 'sid=top-secret-4',
      },
      details: { credentials: { api_key: 'top-secret-5' }, client_secret: 'top-secret-6' },
      tokens: [{ access_token: 'top-secret-7', refresh_token: 'top-secret-8' }],
      connector_id: 'conn_kept',
    });
    expect(out).toHaveLength(1);
    expect(out[0]).not.toMatch(/top-secret/);
    expect(JSON.parse(out[0]!)).toMatchObject({
      level: 'error',
      authorization: '[Redacted]',
      headers: { authorization: '[Redacted]', 'x-api-key': '[Redacted]', cookie: '[Redacted]' },
      details: { credentials: '[Redacted]', client_secret: '[Redacted]' },
      tokens: [{ access_token: '[Redacted]', refresh_token: '[Redacted]' }],
      connector_id: 'conn_kept',
    });
  });

  it('a line with no secret-bearing key is written whole, nested values included', () => {
    const out: string[] = [];
    captureLog(out)({
      event: 'plain',
      connector_id: 'conn_1',
      details: {
        entities: ['a', 'b'],
        counts: { added: 3, nested: { deeper: { tokens_used: 2 } } },
      },
    });
    expect(JSON.parse(out[0]!)).toMatchObject({
      event: 'plain',
      connector_id: 'conn_1',
      details: {
        entities: ['a', 'b'],
        counts: { added: 3, nested: { deeper: { tokens_used: 2 } } },
      },
    });
  });

  it('an unknown LOG_LEVEL is refused with the levels it takes', () => {
    expect(() => createLog({ level: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    );
  });
});

/** `connector-engine serve` on a free port with LOG_LEVEL; the requests, then SIGTERM; its stdout lines. */
async function serveWith(
  level: string,
  paths: string[],
): Promise<{ code: number | null; out: any[]; stderr: string }> {
  const probe = createNetServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const env = {
    ...process.env,
    LOG_LEVEL: level,
    PORT: String(port),
    DATA_DIR: newDataDir(),
    CONNECTOR_ENGINE_MASTER_KEY: randomBytes(32).toString('base64'),
    CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
  };
  const child = spawn(process.execPath, [cli, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let [out, stderr] = ['', ''];
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number | null>((r) => child.on('close', r));
  let up = false;
  for (let i = 0; i < 200 && !up && child.exitCode === null; i++) {
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 50));
  }
  if (up) {
    for (const p of paths) await fetch(`http://127.0.0.1:${port}${p}`);
    child.kill('SIGTERM');
  }
  const code = await exited;
  return {
    code,
    out: out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
    stderr,
  };
}

describe('LOG_LEVEL in a real process', () => {
  it('warn hides the info lines (start, requests, stop)', async () => {
    const { code, out } = await serveWith('warn', ['/api/v1/nothing-here', '/readyz']);
    expect(code).toBe(0);
    expect(out).toEqual([]);
  }, 30_000);

  it('debug shows the probes, at debug, besides the info lines', async () => {
    const { code, out } = await serveWith('debug', ['/readyz']);
    expect(code).toBe(0);
    expect(out.find((l) => l.event === 'started')).toMatchObject({ level: 'info' });
    expect(out.find((l) => l.path === '/readyz')).toMatchObject({
      level: 'debug',
      status: 200,
      route: '/readyz',
    });
    expect(out.at(-1)).toMatchObject({ level: 'info', event: 'stopped' }); // flushed before the exit
  }, 30_000);

  it('every line written before a stop reaches stdout (written asynchronously, flushed on shutdown)', async () => {
    const { code, out } = await serveWith(
      'info',
      Array.from({ length: 300 }, (_, i) => `/api/v1/nothing-here-${i}`),
    );
    expect(code).toBe(0);
    expect(out.filter((l) => l.status === 401).map((l) => l.path)).toEqual(
      Array.from({ length: 300 }, (_, i) => `/api/v1/nothing-here-${i}`),
    );
    expect(out.at(-1)).toMatchObject({ level: 'info', event: 'stopped' });
  }, 30_000);

  it('an unknown level stops the start with one line', async () => {
    const { code, out, stderr } = await serveWith('loud', []);
    expect([code, out, stderr.trim()]).toEqual([
      1,
      [],
      'connector-engine: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ]);
  }, 30_000);
});
