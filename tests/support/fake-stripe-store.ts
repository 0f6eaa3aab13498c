// A small fake of Stripe's customer list for context-store tests: `starting_after` paging with
// pages of `pageSize` (whatever limit is asked), empty lists for every other list, a `stall`
// switch that sends the headers and the start of the body, then nothing more, and a `failWith` status.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class FakeStripeStore {
  origin = '';
  customers: Record<string, unknown>[] = [];
  pageSize = 1000;
  stall = false;
  stalled = 0;
  /** When set, the customer list answers this status with Stripe's error body. */
  failWith: number | undefined;
  /** Requests received, every path. */
  requests = 0;
  private server: Server = createServer((req, res) => {
    this.requests++;
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname !== '/v1/customers')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"object":"list","has_more":false,"data":[]}');
    if (this.failWith)
      return void res
        .writeHead(this.failWith, { 'content-type': 'application/json' })
        .end('{"error":{"type":"api_error","message":"Something went wrong on Stripe\'s end."}}');
    if (this.stall) {
      this.stalled++;
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.write('{"object":"list","data":[');
    }
    const after = u.searchParams.get('starting_after');
    const start = after ? this.customers.findIndex((c) => c.id === after) + 1 : 0;
    const page = this.customers.slice(start, start + this.pageSize);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        url: '/v1/customers',
        has_more: start + page.length < this.customers.length,
        data: page,
      }),
    );
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return (this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}

export function customer(i: number, line1 = `${i} Main St`): Record<string, unknown> {
  return {
    id: `cus_${String(i).padStart(6, '0')}`,
    object: 'customer',
    email: `u${i}@example.com`,
    created: 1700000000 + i,
    balance: i,
    currency: 'usd',
    description: `customer ${i}`,
    address: { line1, city: 'Berlin' },
  };
}
