// The fake Stripe of the full sync path (bench-sync-path.ts), run in its own process as a vendor is:
// its CPU is not the sync's, and the sync's thread waits on it as it waits on a real vendor. Serves
// `limit` customers after `starting_after` (pages of 100 made before it listens, ids ascending) and
// sends its port to the parent; ends with the parent's IPC channel.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { customer } from './bench-customers.ts';

const PAGE = 100;
const n = Number(process.argv[2]);
const ids = new Map<string, number>();
const pages: string[] = [];
for (let i = 0; i < n; i += PAGE) {
  const data = Array.from({ length: Math.min(PAGE, n - i) }, (_, k) => customer(i + k));
  for (const [k, r] of data.entries()) ids.set(r.id, i + k);
  pages.push(
    JSON.stringify({ object: 'list', url: '/v1/customers', has_more: i + PAGE < n, data }),
  );
}
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const after = url.searchParams.get('starting_after');
  const from = after === null ? 0 : (ids.get(after) ?? -1) + 1;
  const page = pages[from / PAGE];
  if (url.pathname !== '/v1/customers' || page === undefined) res.writeHead(404).end();
  else res.writeHead(200, { 'content-type': 'application/json' }).end(page);
});
server.listen(0, '127.0.0.1', () =>
  process.send!({ port: (server.address() as AddressInfo).port }),
);
process.on('disconnect', () => process.exit(0));
