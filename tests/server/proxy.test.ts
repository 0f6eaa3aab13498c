// The passthrough proxy over real HTTP: the hosted service on 127.0.0.1 with a synthetic kind whose
// vendor is a local fake. A GET reaches the vendor with the stored credential (refreshed on 401);
// every refused path and header form answers 400 and the vendor sees nothing; writes need both the
// manifest and the application's proxy_write grant (set by the CLI or, by a holder, over HTTP, each
// change audited); another organisation's connector is a 404; a large body hits the size cap; a
// redirect to another host is not followed; answers carry only safe headers and no secret.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProgrammableVendor } from '../support/echo-vendor.ts';
import { type Api, runCli, signIn, type TestServer } from '../support/server.ts';
import { startConfiguredServer } from './configured-server.ts';

const ACCESS_OLD = 'acc-old-7f3e2d1c0b9a';
const ACCESS_NEW = 'acc-new-0a1b2c3d4e5f';
const REFRESH = 'ref-tok-99887766554433';
const CLIENT_SECRET = 'client-secret-5544332211';
const API_KEY = 'relay_key_0011223344556677';

function relayManifests(): string {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-kinds-'));
  const entities = `entities:
  items:
    actions:
      list: { request: { path: /v2/items }, no_pagination_reason: one page in tests }
`;
  const head = (kind: string) => `kind: ${kind}
name: ${kind}
version: 0.0.1
vendor_api: { version: "2", docs: "https://relay.example.com/docs" }
base_url: https://relay.example.com/api
http: { timeout_ms: 2000, retries: 1, backoff_ms: 1, max_response_bytes: 4096 }
`;
  writeFileSync(
    join(dir, 'relay.yaml'),
    `${head('relay')}auth:
  oauth:
    fields: { properties: { client_id: { type: string }, client_secret: { type: string }, refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2: { token_url: https://relay.example.com/oauth/token, client_auth: basic }
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { header: { name: X-Relay-Key, value: "{credentials.api_key}" } }
proxy:
  methods: [GET, HEAD, POST]
  paths: [/v2/items, /v2/big, /v2/moved]
${entities}`,
  );
  // no proxy section: read-only methods anywhere under the base path
  writeFileSync(
    join(dir, 'relay-plain.yaml'),
    `${head('relay-plain')}auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { query: { name: key, value: "{credentials.api_key}" } }
${entities}`,
  );
  // offered to agents as the MCP tool proxy
  writeFileSync(
    join(dir, 'relay-agent.yaml'),
    `${head('relay-agent')}auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { bearer: "{credentials.api_key}" }
proxy: { mcp: true }
${entities}`,
  );
  return dir;
}

describe('passthrough proxy', { timeout: 60_000 }, () => {
  const vendor = new ProgrammableVendor();
  let server: TestServer;
  let acme: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  let oauthId: string;
  let keyId: string;
  let plainId: string;
  let agentId: string;

  beforeAll(async () => {
    const origin = await vendor.start();
    server = await startConfiguredServer({
      connectorsDir: [relayManifests()],
      upstreams: { relay: origin, 'relay-plain': origin, 'relay-agent': origin },
    });
    acme = await signIn(server, 'acme');
    other = await signIn(server, 'other');
    const create = async (api: Api, body: Record<string, unknown>) => {
      const res = await api('POST', '/api/v1/integrations/connectors', {
        workspace_name: 'w',
        name: 'n',
        ...body,
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    oauthId = await create(acme.api, {
      connector_type: 'relay',
      auth_method: 'oauth',
      credentials: {
        client_id: 'cid',
        client_secret: CLIENT_SECRET,
        refresh_token: REFRESH,
        access_token: ACCESS_OLD,
      },
    });
    keyId = await create(acme.api, {
      connector_type: 'relay',
      auth_method: 'token',
      credentials: { api_key: API_KEY },
    });
    plainId = await create(acme.api, {
      connector_type: 'relay-plain',
      credentials: { api_key: API_KEY },
    });
    agentId = await create(acme.api, {
      connector_type: 'relay-agent',
      credentials: { api_key: API_KEY },
    });
  });
  afterAll(async () => {
    await server?.close();
    await vendor.stop();
  });
  beforeEach(() => {
    vendor.received = [];
    vendor.handler = (_q, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    };
  });

  const proxy = (api: Api, id: string, body: unknown) =>
    api('POST', `/api/v1/integrations/connectors/${id}/proxy`, body);

  it('sends a GET to the base URL with the stored credential, the query, and safe headers back', async () => {
    vendor.handler = (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('link', '<https://relay.example.com/api/v2/items?page=2>; rel="next"');
      res.setHeader('x-ratelimit-remaining', '99');
      res.setHeader('x-request-id', 'req-1');
      res.setHeader('set-cookie', 'session=abc');
      res.setHeader('x-internal-host', 'db-7');
      res.end(JSON.stringify({ data: [{ id: 'i1' }], echoed: req.headers['x-relay-key'] }));
    };
    const res = await proxy(acme.api, keyId, {
      method: 'get',
      path: '/v2/items/i1',
      query: { expand: ['a', 'b'], limit: 5 },
      headers: { 'X-Trace': 't-1' },
    });
    expect(res.status).toBe(200);
    expect(vendor.received).toHaveLength(1);
    const seen = vendor.received[0]!;
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/v2/items/i1?expand=a&expand=b&limit=5');
    expect(seen.headers['x-relay-key']).toBe(API_KEY);
    expect(seen.headers['x-trace']).toBe('t-1');
    expect(res.body.status).toBe('success');
    expect(res.body.result.data).toEqual([{ id: 'i1' }]);
    expect(res.body.result.echoed).not.toBe(API_KEY); // the vendor echoed the key: masked
    expect(res.body.upstream).toEqual({
      status: 200,
      headers: {
        'content-type': 'application/json',
        link: '<https://relay.example.com/api/v2/items?page=2>; rel="next"',
        'x-ratelimit-remaining': '99',
        'x-request-id': 'req-1',
      },
    });
    expect(res.body.execution_metadata.connector_instance_id).toBe(keyId);
    expect(res.text).not.toContain(API_KEY);
    // one row of the execution log, its id in the answer; the organisation's own log only
    const logId = res.body.execution_metadata.log_id;
    expect(logId).toMatch(/^exe_/);
    expect(res.headers.get('x-execution-log-id')).toBe(logId);
    let row: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !row; i++) {
      const logs = await acme.api('GET', `/api/v1/logs?connector=${keyId}`);
      row = logs.body.data.find((r: { id: string }) => r.id === logId);
      if (!row) await new Promise((r) => setTimeout(r, 100)); // written in batches, off the request
    }
    expect(row).toMatchObject({
      source: 'proxy',
      action: 'proxy',
      status: 'success',
      vendor_calls: 1,
    });
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    const others = await other.api('GET', '/api/v1/logs');
    expect(others.body.data.map((r: { id: string }) => r.id)).not.toContain(logId);
  });

  it('refreshes the access token when the vendor rejects it once, then sends again', async () => {
    const tokenCalls: string[] = [];
    vendor.handler = (req, res, body) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/oauth/token') {
        tokenCalls.push(body);
        res.end(JSON.stringify({ access_token: ACCESS_NEW, expires_in: 3600 }));
        return;
      }
      if (req.headers.authorization !== `Bearer ${ACCESS_NEW}`) {
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'token expired' }));
        return;
      }
      res.end(JSON.stringify({ id: 'i2' }));
    };
    const res = await proxy(acme.api, oauthId, { method: 'GET', path: '/v2/items/i2' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: 'i2' });
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toContain(`refresh_token=${REFRESH}`);
    expect(vendor.received.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${ACCESS_OLD}`,
      expect.stringMatching(/^Basic /),
      `Bearer ${ACCESS_NEW}`,
    ]);
    expect(res.text).not.toContain(ACCESS_NEW);
  });

  const refusedPaths: [string, string][] = [
    ['https://evil.example.com/v2/items', 'absolute URL'],
    ['//evil.example.com/v2/items', 'scheme-relative'],
    ['/v2/items/../../admin', 'dot segments'],
    ['/v2/items/./x', 'single dot'],
    ['/v2/items/%2e%2e/%2e%2e/admin', 'encoded dots'],
    ['/v2/items/%2E./admin', 'mixed encoded dots'],
    ['/v2/items/%252e%252e/admin', 'double-encoded dots'],
    ['/v2/items%2F..%2F..%2Fadmin', 'encoded slashes with dots'],
    ['/v2/items\\..\\admin', 'backslashes'],
    ['/v2/items/%5c..', 'encoded backslash'],
    ['/v2/items/%c0%ae%c0%ae/admin', 'overlong UTF-8 dots'],
    ['/v2/items/a\u0000b', 'NUL'],
    ['/v2/items/a%0d%0aX-Injected:1', 'encoded CR LF'],
    ['/v2/items?x=1', 'query in the path'],
    ['/v2/items/a b', 'a raw space'],
    ['v2/items', 'no leading slash'],
    ['/v2/admin', 'outside the allowed prefixes'],
    ['/v2/itemsX', 'a prefix lookalike'],
    ['/%', 'a broken escape'],
  ];
  it.each(refusedPaths)('refuses the path %s (%s) with 400 and no vendor call', async (path) => {
    const res = await proxy(acme.api, keyId, { method: 'GET', path });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      field: 'path',
      error_code: 'invalid_proxy_request',
    });
    expect(res.body.errors[0].details.expected).toEqual(expect.any(String));
    expect(vendor.received).toEqual([]);
  });

  const refusedHeaders: [string, string][] = [
    ['Authorization', 'Bearer mine'],
    ['Cookie', 'a=b'],
    ['X-Relay-Key', 'my-own-key'],
    ['Host', 'evil.example.com'],
    ['Connection', 'close'],
    ['Keep-Alive', 'timeout=5'],
    ['TE', 'trailers'],
    ['Trailer', 'x'],
    ['Transfer-Encoding', 'chunked'],
    ['Upgrade', 'h2c'],
    ['Proxy-Authorization', 'Basic x'],
    ['Content-Length', '5'],
    ['X-Ok', 'line\r\nX-Injected: 1'],
  ];
  it.each(refusedHeaders)(
    'refuses the header %s with 400 and no vendor call',
    async (name, value) => {
      const res = await proxy(acme.api, keyId, {
        method: 'GET',
        path: '/v2/items',
        headers: { [name]: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        field: `headers.${name}`,
        error_code: 'invalid_proxy_request',
      });
      expect(vendor.received).toEqual([]);
    },
  );

  it('refuses methods the kind does not allow, a body with GET and the credential query parameter', async () => {
    const cases: [string, unknown, string][] = [
      [keyId, { method: 'DELETE', path: '/v2/items/i1' }, 'method'],
      [keyId, { method: 'TRACE', path: '/v2/items' }, 'method'],
      [keyId, { method: 'GET', path: '/v2/items', body: { a: 1 } }, 'body'],
      [plainId, { method: 'POST', path: '/v2/items', body: {} }, 'method'],
      [plainId, { method: 'GET', path: '/v2/items', query: { key: 'mine' } }, 'query.key'],
    ];
    for (const [id, body, field] of cases) {
      const res = await proxy(acme.api, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    expect(vendor.received).toEqual([]);
  });

  it('reads anywhere under the base path by default, with the credential query parameter', async () => {
    const res = await proxy(acme.api, plainId, { method: 'GET', path: '/v9/anything' });
    expect(res.status).toBe(200);
    expect(vendor.received[0]!.url).toBe(`/api/v9/anything?key=${API_KEY}`);
  });

  it('needs the proxy_write grant for a write the manifest allows; the CLI and a holder set it, audited', async () => {
    const write = { method: 'POST', path: '/v2/items', body: { name: 'new' } };
    const refused = await proxy(acme.api, keyId, write);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'method',
      error_code: 'proxy_write_not_granted',
    });
    expect(vendor.received).toEqual([]);

    // a token cannot grant itself
    const self = await acme.api(
      'PUT',
      `/api/v1/account/applications/${acme.app.client_id}/proxy-write`,
      { proxy_write: true },
    );
    expect(self.status).toBe(403);

    const cli = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'proxy-write',
      '--client-id',
      acme.app.client_id,
      '--org',
      'acme',
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.out).toMatchObject({ client_id: acme.app.client_id, proxy_write: true });

    vendor.handler = (req, res, body) => {
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ id: 'i9', sent: JSON.parse(body), type: req.headers['content-type'] }),
      );
    };
    const passed = await proxy(acme.api, keyId, write);
    expect(passed.status).toBe(200);
    expect(passed.body.upstream.status).toBe(201);
    expect(passed.body.result).toEqual({
      id: 'i9',
      sent: { name: 'new' },
      type: 'application/json',
    });
    expect(vendor.received).toHaveLength(1);

    // a holder hands it on to another application of the organisation (not granted: 404)
    const second = await runCli(
      server.dataDir,
      server.masterKey,
      'apps',
      'create',
      '--org',
      'acme',
    );
    const handed = await acme.api(
      'PUT',
      `/api/v1/account/applications/${second.out.client_id}/proxy-write`,
      { proxy_write: true },
    );
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ client_id: second.out.client_id, proxy_write: true });
    const stranger = await acme.api(
      'PUT',
      `/api/v1/account/applications/${other.app.client_id}/proxy-write`,
      { proxy_write: true },
    );
    expect(stranger.status).toBe(404);

    const audit = await acme.api('GET', '/api/v1/audit?action=application.proxy_write_changed');
    expect(audit.body.data).toHaveLength(2);
    expect(audit.body.data[1]).toMatchObject({
      target: acme.app.client_id,
      actor: expect.stringMatching(/^cli/),
      changes: { before: { proxy_write: false }, after: { proxy_write: true } },
    });
    expect(audit.body.data[0]).toMatchObject({
      target: second.out.client_id,
      actor: `application:${acme.app.client_id}`,
    });
  });

  it("answers 404 for another organisation's connector, without a vendor call", async () => {
    const res = await proxy(other.api, keyId, { method: 'GET', path: '/v2/items' });
    expect(res.status).toBe(404);
    expect(vendor.received).toEqual([]);
  });

  it('stops a vendor body larger than the size cap with a clean 502', async () => {
    vendor.handler = (_q, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: 'x'.repeat(20_000) }));
    };
    const res = await proxy(acme.api, keyId, { method: 'GET', path: '/v2/big' });
    expect(res.status).toBe(502);
    expect(res.body.errors[0]).toMatchObject({
      error_code: 'upstream_invalid_response',
      details: { max_response_bytes: 4096 },
    });
  });

  it('does not follow a redirect to another host', async () => {
    vendor.handler = (_q, res) => {
      res.statusCode = 302;
      res.setHeader('location', 'https://elsewhere.example.net/steal');
      res.end();
    };
    const res = await proxy(acme.api, keyId, { method: 'GET', path: '/v2/moved' });
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('another host (elsewhere.example.net)');
    expect(vendor.received).toHaveLength(1);
  });

  it('is the MCP tool proxy only for kinds that offer it, and reads only', async () => {
    const client = new Client({ name: 'proxy-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${acme.token()}` } },
      }),
    );
    try {
      const tool = (await client.listTools()).tools.find((t) => t.name === 'proxy');
      expect(tool?.description).toContain('relay-agent');
      expect(tool?.description).not.toContain('relay-plain');
      const call = async (args: Record<string, unknown>) => {
        const res = (await client.callTool({ name: 'proxy', arguments: args })) as {
          isError?: boolean;
          content: { text: string }[];
        };
        return { isError: res.isError === true, body: JSON.parse(res.content[0]!.text) };
      };
      const read = await call({ connector_id: agentId, method: 'GET', path: '/v3/notes' });
      expect(read).toMatchObject({ isError: false, body: { status: 200, body: {} } });
      expect(vendor.received[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      const notOffered = await call({ connector_id: plainId, method: 'GET', path: '/v2/items' });
      expect(notOffered.isError).toBe(true);
      expect(notOffered.body.errors[0]).toMatchObject({
        field: 'connector_id',
        error_code: 'proxy_not_offered',
      });
      const refused = await call({ connector_id: agentId, method: 'GET', path: '/../x' });
      expect(refused.body.errors[0]).toMatchObject({ field: 'path' });
      expect(vendor.received).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('answers a vendor error as execute does, its body masked', async () => {
    vendor.handler = (_q, res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: `no item for key ${API_KEY}` }));
    };
    const res = await proxy(acme.api, keyId, { method: 'GET', path: '/v2/items/none' });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(API_KEY);
  });
});
