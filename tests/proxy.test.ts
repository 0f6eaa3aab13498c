// Connector.proxy in the library: the same checks and pipeline as the hosted route, with credentials
// given directly. A read reaches the fake vendor with the credential; refusals make no call; writes
// follow the manifest (and allowWrites: false refuses them); the kind's response rules judge the
// answer; a proxy section's problems are lint problems at their path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileFolder, createEngine, type Engine, EngineError } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const KEY = 'lib_key_aa11bb22cc33dd44';

function kinds(extra = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-lib-'));
  writeFileSync(
    join(dir, 'depot.yaml'),
    `kind: depot
name: Depot
version: 0.0.1
vendor_api: { version: "1", docs: "https://depot.example.com/docs" }
base_url: https://depot.example.com/v1
auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { bearer: "{credentials.api_key}" }
http: { timeout_ms: 2000, retries: 2, backoff_ms: 1 }
response_rules:
  - when: { expression: "error.code = 'busy'" }
    action: rate_limited
proxy:
  methods: [GET, PATCH]
  paths: [/orders/]
${extra}entities:
  orders:
    actions:
      list: { request: { path: /orders }, no_pagination_reason: one page in tests }
`,
  );
  return dir;
}

describe('Connector.proxy', () => {
  const vendor = new ProgrammableVendor();
  let engine: Engine;
  beforeAll(async () => {
    const origin = await vendor.start();
    engine = createEngine({
      connectorsDir: kinds(),
      upstreams: { depot: origin },
      http: { backoffMs: 1 },
    });
  });
  afterAll(() => vendor.stop());
  beforeEach(() => {
    vendor.received = [];
    vendor.handler = (_q, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    };
  });
  const depot = () => engine.connector('depot', { credentials: { api_key: KEY } });

  it('reads a path under an allowed prefix with the credential', async () => {
    const out = await depot().proxy({ method: 'GET', path: '/orders/o1', query: { fields: 'id' } });
    expect(out).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { ok: true },
    });
    expect(vendor.received[0]).toMatchObject({ method: 'GET', url: '/v1/orders/o1?fields=id' });
    expect(vendor.received[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses before any call, naming the field', async () => {
    const refused = async (req: Parameters<ReturnType<typeof depot>['proxy']>[0]) => {
      const err = await depot()
        .proxy(req)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(EngineError);
      return err as EngineError;
    };
    expect((await refused({ method: 'GET', path: '/orders/%2e%2e/admin' })).field).toBe('path');
    expect((await refused({ method: 'GET', path: '/customers' })).field).toBe('path');
    expect((await refused({ method: 'POST', path: '/orders/o1' })).field).toBe('method');
    expect(
      (await refused({ method: 'GET', path: '/orders/o1', headers: { authorization: 'x' } })).field,
    ).toBe('headers.authorization');
    expect(
      (await refused({ method: 'GET', path: '/orders/o1', query: { q: { nested: 1 } } })).field,
    ).toBe('query.q');
    expect(vendor.received).toEqual([]);
  });

  it('sends a write the manifest allows, unless the caller says writes are not allowed', async () => {
    const patch = { method: 'PATCH', path: '/orders/o1', body: { state: 'done' } };
    const err = await depot()
      .proxy(patch, { allowWrites: false })
      .catch((e: EngineError) => e);
    expect(err).toMatchObject({ status: 403, code: 'proxy_write_not_granted' });
    expect(vendor.received).toEqual([]);
    await depot().proxy(patch);
    expect(vendor.received[0]).toMatchObject({ method: 'PATCH', url: '/v1/orders/o1' });
  });

  it("judges the answer by the kind's response rules", async () => {
    vendor.handler = (_q, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"error":{"code":"busy"}}');
    };
    const err = await depot()
      .proxy({ method: 'GET', path: '/orders/o1' })
      .catch((e: EngineError) => e);
    expect(err).toMatchObject({ status: 429, code: 'upstream_rate_limited' });
  });

  it('reports a proxy prefix with a dot segment as a manifest problem', () => {
    const dir = kinds();
    writeFileSync(
      join(dir, 'depot.yaml'),
      `kind: depot
name: Depot
version: 0.0.1
vendor_api: { version: "1", docs: "https://depot.example.com/docs" }
base_url: https://depot.example.com/v1
auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { bearer: "{credentials.api_key}" }
proxy: { paths: [/orders/../admin] }
entities:
  orders:
    actions:
      list: { request: { path: /orders }, no_pagination_reason: one page in tests }
`,
    );
    expect(compileFolder(dir).problems).toEqual([
      expect.objectContaining({
        code: 'invalid-value',
        line: 10,
        message: expect.stringContaining("'/orders/../admin' has a '.' or '..' segment"),
      }),
    ]);
  });
});
