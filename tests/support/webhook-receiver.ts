// A webhook receiver on 127.0.0.1 that verifies every delivery's Standard Webhooks signature with the
// endpoint's secret (the `standardwebhooks` package, not our code), keeps what arrived, and answers
// what the test says (a status per delivery, 204 by default).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, any> };
}

export class WebhookReceiver {
  url = '';
  /** Every delivery whose signature verified, in arrival order (retries included). */
  received: Received[] = [];
  /** Deliveries whose signature did not verify (none is expected). */
  unverified: string[] = [];
  /** The status to answer a delivery with (its attempt counted from 1 per webhook-id). */
  answer: (r: Received, attempt: number) => number = () => 204;
  private attempts = new Map<string, number>();
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r = this.verify(req, body);
      if (!r) return void res.writeHead(401).end();
      const attempt = (this.attempts.get(r.id) ?? 0) + 1;
      this.attempts.set(r.id, attempt);
      this.received.push(r);
      res.writeHead(this.answer(r, attempt)).end('ok');
    });
  });

  constructor(public secret = '') {}

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** The distinct events (by webhook-id) of a type that arrived. */
  events(type?: string): Received[] {
    const seen = new Map<string, Received>();
    for (const r of this.received) if (!type || r.type === type) seen.set(r.id, r);
    return [...seen.values()];
  }

  /** Waits until `done` holds of what arrived (polling), or fails after `ms`. */
  async until(done: (r: WebhookReceiver) => boolean, ms = 15_000): Promise<void> {
    const end = Date.now() + ms;
    while (!done(this)) {
      if (Date.now() > end) throw new Error(`webhook receiver: condition not met in ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private verify(req: IncomingMessage, body: string): Received | undefined {
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
        h,
        String(req.headers[h] ?? ''),
      ]),
    );
    try {
      const payload = new Webhook(this.secret).verify(body, headers) as Received['payload'];
      return { id: headers['webhook-id']!, type: payload.type, body, payload };
    } catch {
      this.unverified.push(body);
      return undefined;
    }
  }
}
