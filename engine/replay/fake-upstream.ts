// A strict fake vendor API on 127.0.0.1: it answers a queue of expected exchanges in order, and any
// request that differs from the next expected one (method, path, query, headers, body) is answered
// 599 and recorded as a failure. Exchanges left over at the end are failures too.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { jsonDiff } from './diff.ts';
import type { Exchange, ExpectedRequest } from './fixtures.ts';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
  rawBody: string;
}

export class FakeUpstream {
  origin = '';
  failures: string[] = [];
  received: ReceivedRequest[] = [];
  private queue: Exchange[] = [];
  private server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Replaces the queue; failures and the record of received requests start afresh. */
  expect(exchanges: Exchange[]): void {
    this.queue = [...exchanges];
    this.failures = [];
    this.received = [];
  }

  leftover(): Exchange[] {
    return this.queue;
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.origin);
    const received: ReceivedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: toMultiMap(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body: parseBody(rawBody, req.headers['content-type']),
      rawBody,
    };
    this.received.push(received);
    const next = this.queue.shift();
    const mismatch = next ? compare(next.request, received) : 'no request was expected';
    if (mismatch) {
      this.failures.push(`${received.method} ${url.pathname}${url.search}: ${mismatch}`);
      res
        .writeHead(599, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: `fake upstream: ${mismatch}` }));
      return;
    }
    const r = next!.response;
    const text = r.body_text ?? (r.body === undefined ? '' : JSON.stringify(r.body));
    const headers: Record<string, string> = {
      ...(r.body_text === undefined && r.body !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
    };
    for (const [k, v] of Object.entries(r.headers ?? {}))
      headers[k.toLowerCase()] = v.replaceAll('{{origin}}', this.origin);
    res.writeHead(r.status ?? 200, headers).end(text.replaceAll('{{origin}}', this.origin));
  }
}

function compare(exp: ExpectedRequest, got: ReceivedRequest): string | undefined {
  if (exp.method.toUpperCase() !== got.method)
    return `expected method ${exp.method}, got ${got.method}`;
  if (exp.path !== got.path) return `expected path ${exp.path}, got ${got.path}`;
  const query = exp.query ?? {};
  if (!isDeepStrictEqual(normalize(query), normalize(got.query))) {
    return `query differs (- expected, + got):\n${jsonDiff(query, got.query)}`;
  }
  return compareHeaders(exp, got) ?? compareBody(exp, got);
}

function compareHeaders(exp: ExpectedRequest, got: ReceivedRequest): string | undefined {
  for (const [k, v] of Object.entries(exp.headers ?? {})) {
    if (got.headers[k.toLowerCase()] !== v)
      return `expected header ${k}: ${v}, got ${got.headers[k.toLowerCase()] ?? '(none)'}`;
  }
  for (const k of exp.absent_headers ?? [])
    if (got.headers[k.toLowerCase()] !== undefined) return `header ${k} must not be sent`;
  return undefined;
}

function compareBody(exp: ExpectedRequest, got: ReceivedRequest): string | undefined {
  if (exp.body === undefined)
    return got.rawBody ? `expected no body, got ${got.rawBody.slice(0, 300)}` : undefined;
  if (!isDeepStrictEqual(exp.body, got.body))
    return `body differs (- expected, + got):\n${jsonDiff(exp.body, got.body)}`;
  return undefined;
}

function normalize(q: Record<string, string | string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : [String(v)]]),
  );
}

function toMultiMap(sp: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of sp) {
    const cur = out[k];
    out[k] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  }
  return out;
}

function parseBody(raw: string, type: string | undefined): unknown {
  if (!raw) return undefined;
  if (type?.includes('application/x-www-form-urlencoded'))
    return toMultiMap(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
