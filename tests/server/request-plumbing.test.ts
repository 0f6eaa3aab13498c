// The hosted path's request plumbing over real HTTP: JSON bodies are read straight from Node's
// request (sent in pieces with a Content-Length, or chunked without one, and a chunked body over
// 1 MiB is a 413), every answer carries its request id, and a caller that hangs up mid-execute
// cancels the vendor call it was waiting for.
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../support/server.ts';

// A Stripe-shaped vendor: a customer list answers at once, except with limit=99, which it holds
// (never answers) and records when the caller's side of that request closes.
const held: { closed: Promise<void> }[] = [];
const vendor: Server = createServer((req, res) => {
  if ((req.url ?? '').includes('limit=99')) {
    held.push({ closed: new Promise((r) => res.once('close', () => r())) });
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end('{"object":"list","has_more":false,"data":[{"id":"cus_1","object":"customer"}]}');
});
let server: TestServer;
let a: Awaited<ReturnType<typeof signIn>>;
let connectorId: string;

beforeAll(async () => {
  await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', r));
  server = await startTestServer({
    upstreams: { stripe: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}` },
  });
  a = await signIn(server, 'plumbing-org');
  connectorId = (
    await a.api('POST', '/api/v1/integrations/connectors', {
      workspace_name: 'w',
      connector_type: 'stripe',
      name: 'S',
      credentials: { api_key: 'sk_test_plumbing_1' },
    })
  ).body.id;
}, 30_000);
afterAll(async () => {
  vendor.closeAllConnections();
  await server.close();
  await new Promise((r) => vendor.close(r));
});

/** POSTs `pieces` one by one (a pause between them) with or without a Content-Length; the status, request id and body. */
function post(
  path: string,
  pieces: string[],
  opts: { contentLength: boolean; requestId?: string },
): Promise<{ status: number; requestId: string | undefined; body: any }> {
  const { hostname, port } = new URL(server.url);
  const headers: Record<string, string> = {
    authorization: `Bearer ${a.token()}`,
    'content-type': 'application/json',
    ...(opts.requestId ? { 'x-request-id': opts.requestId } : {}),
  };
  if (opts.contentLength)
    headers['content-length'] = String(pieces.reduce((n, p) => n + Buffer.byteLength(p), 0));
  return new Promise((done, failed) => {
    const req = request(
      { hostname, port, path, method: 'POST', headers },
      (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => (text += c));
        res.on('end', () =>
          done({
            status: res.statusCode!,
            requestId: res.headers['x-request-id'] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', failed);
    void (async () => {
      for (const p of pieces) {
        req.write(p);
        await new Promise((r) => setTimeout(r, 30));
      }
      req.end();
    })();
  });
}

const execute = () => `/api/v1/integrations/connectors/${connectorId}/execute`;
const body = JSON.stringify({ entity: 'customers', action: 'list', params: { limit: 1 } });

describe('execute request bodies', () => {
  it('a body sent in pieces with a Content-Length is read whole', async () => {
    const res = await post(execute(), [body.slice(0, 10), body.slice(10, 25), body.slice(25)], {
      contentLength: true,
      requestId: 'pieces-1',
    });
    expect(res).toMatchObject({
      status: 200,
      requestId: 'pieces-1',
      body: { status: 'success', result: [{ id: 'cus_1' }] },
    });
  });

  it('a chunked body (no Content-Length) is read whole; one over 1 MiB is a 413', async () => {
    const res = await post(execute(), [body.slice(0, 20), body.slice(20)], {
      contentLength: false,
    });
    expect(res).toMatchObject({
      status: 200,
      requestId: expect.any(String),
      body: { status: 'success' },
    });
    const big = JSON.stringify({
      entity: 'customers',
      action: 'list',
      params: { pad: 'x'.repeat(600 * 1024) },
    });
    const tooBig = await post(execute(), [big, big], { contentLength: false, requestId: 'big-1' });
    expect([tooBig.status, tooBig.requestId, tooBig.body.errors[0].error_code]).toEqual([
      413,
      'big-1',
      'payload_too_large',
    ]);
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await post(execute(), ['{"entity": '], { contentLength: true, requestId: 'bad-1' });
    expect([res.status, res.requestId, res.body.errors[0].error_code]).toEqual([
      400,
      'bad-1',
      'malformed_json',
    ]);
  });
});

describe('a caller that hangs up', () => {
  it('cancels the vendor call its execute was waiting for', async () => {
    const { hostname, port } = new URL(server.url);
    const sent = JSON.stringify({ entity: 'customers', action: 'list', params: { limit: 99 } });
    const req = request({
      hostname,
      port,
      path: execute(),
      method: 'POST',
      headers: {
        authorization: `Bearer ${a.token()}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(sent)),
      },
    });
    req.on('error', () => {}); // we hang up ourselves
    req.end(sent);
    for (let i = 0; i < 200 && !held.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(held).toHaveLength(1);
    req.destroy();
    const closed = await Promise.race([
      held[0]!.closed.then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still open after 5 s'), 5000)),
    ]);
    expect(closed).toBe('closed');
    // the service carries on
    expect((await post(execute(), [body], { contentLength: true })).status).toBe(200);
  }, 15_000);
});
