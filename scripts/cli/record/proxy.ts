// A recording proxy on 127.0.0.1: the engine is pointed at it (as at any upstream override, which moves
// every origin of the kind to it), it forwards each request unchanged to the vendor's origin, or to the
// origin of a path that lives elsewhere (an OAuth token endpoint on its own host), and keeps both sides
// of every exchange.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedExchange {
  method: string;
  /** Path and query as sent, e.g. /v2/books?limit=2. */
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

/** Headers of the transport rather than of the call: never recorded, never forwarded as they came. */
export const TRANSPORT = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'content-encoding',
  'date',
  'user-agent',
  'set-cookie',
]);

export class RecordingProxy {
  exchanges: RecordedExchange[] = [];
  private server = createServer((req, res) => void this.forward(req, res));

  /** `elsewhere`: path -> origin, for the kind's URLs on another origin than its API's. */
  constructor(
    private vendorOrigin: string,
    private elsewhere: Map<string, string> = new Map(),
  ) {}

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(req.headers)
        .filter(([k]) => !TRANSPORT.has(k))
        .map(([k, v]) => [k, String(v)]),
    );
    try {
      const url = new URL(req.url ?? '/', this.vendorOrigin);
      const answer = await fetch(new URL(req.url ?? '/', this.elsewhere.get(url.pathname) ?? url), {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(body ? { body } : {}),
      });
      const text = await answer.text();
      const responseHeaders: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!TRANSPORT.has(k)) responseHeaders[k] = v;
      });
      this.exchanges.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers,
        body,
        status: answer.status,
        responseHeaders,
        responseBody: text,
      });
      res.writeHead(answer.status, responseHeaders).end(text);
    } catch (err) {
      res
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`recording proxy: ${(err as Error).message}`);
    }
  }
}
