// Drives the hosted connect page over plain HTTP like a browser without JavaScript: GET the page (its
// CSRF cookie and hidden field), POST a form with them, and a small fake payments vendor whose balance
// read accepts one key only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RIGHT_KEY = 'sk_test_right_key_4242';

/** GET /v1/balance and /v1/customers, answering only RIGHT_KEY (401 otherwise). */
export async function fakePayments(): Promise<{ origin: string; server: Server; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${RIGHT_KEY}`)
      return json(401, {
        error: { message: 'Invalid API Key provided', type: 'invalid_request_error' },
      });
    if (req.url?.startsWith('/v1/balance'))
      return json(200, { object: 'balance', available: [], pending: [], livemode: false });
    if (req.url?.startsWith('/v1/customers'))
      return json(200, {
        object: 'list',
        url: '/v1/customers',
        has_more: false,
        data: [{ id: 'cus_1', object: 'customer', email: 'a@example.com' }],
      });
    json(404, { error: { message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
}

export interface PageVisit {
  status: number;
  html: string;
  headers: Headers;
  cookie: string;
  csrf: string;
}

/** The connect URL the service made, on the address the test server listens on. */
export const local = (url: string, base: string) => {
  const u = new URL(url);
  const b = new URL(base);
  u.host = b.host;
  return u.toString();
};

export async function visit(url: string, cookie = ''): Promise<PageVisit> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const set = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  return {
    status: res.status,
    html,
    headers: res.headers,
    cookie: set,
    csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '',
  };
}

export async function submit(
  url: string,
  page: PageVisit,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: page.cookie,
      ...headers,
    },
    body: new URLSearchParams({ csrf: page.csrf, ...fields }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
