// `npm run bench` (b): one list call of 100 records through the engine against the limit, undici's
// `request` + `JSON.parse` sending the very request the engine sent (method, path and query, headers,
// body) to the same local fake, with global `fetch` + `res.json()` as a second column. Runs are
// interleaved in paired rounds (the order alternating) so machine load hits every column alike;
// `--baseline DIR` adds the engine of another checkout (e.g. main) as one more column of the same rounds.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import {
  amplitudeUsersPage,
  hubspotContactsPage,
  jiraSearchPage,
  mondayUsersPage,
  stripeCustomersPage,
} from './bench-pages.ts';

interface Case {
  name: string;
  kind: string;
  credentials: Record<string, string>;
  config?: Record<string, string>;
  entity: string;
  action: string;
  params: Record<string, unknown>;
  path: string;
  page: unknown;
  limit: number;
}

export const CASES: Case[] = [
  {
    name: 'Stripe customers list',
    kind: 'stripe',
    credentials: { api_key: 'sk_test_bench_only_0000' },
    entity: 'customers',
    action: 'list',
    params: { limit: 100 },
    path: '/v1/customers',
    page: stripeCustomersPage,
    limit: 1.15,
  },
  {
    name: 'HubSpot contacts list',
    kind: 'hubspot',
    credentials: { private_app_token: 'pat-na1-bench-only-0000' },
    entity: 'contacts',
    action: 'list',
    params: { limit: 100 },
    path: '/crm/v3/objects/contacts',
    page: hubspotContactsPage,
    limit: 1.15,
  },
  {
    name: 'Jira JQL search',
    kind: 'jira',
    credentials: { email: 'bench@example.com', api_token: 'bench-only-jira-token' },
    config: { subdomain: 'acme' },
    entity: 'issues',
    action: 'api_search',
    params: { jql: 'project = PROJ ORDER BY key', maxResults: 100 },
    path: '/rest/api/3/search/jql',
    page: jiraSearchPage,
    limit: 1.15,
  },
  {
    name: 'monday users (GraphQL)',
    kind: 'monday',
    credentials: { api_token: 'bench-only-monday-token-0000' },
    entity: 'users',
    action: 'list',
    params: { limit: 100 },
    path: '/v2',
    page: mondayUsersPage,
    limit: 1.15,
  },
  {
    name: 'Amplitude active users (lambda mapping)',
    kind: 'amplitude',
    credentials: { api_key: 'bench-only-key', secret_key: 'bench-only-secret' },
    entity: 'active_users',
    action: 'list',
    params: { start: '20240101', end: '20240125', g: 'country' },
    path: '/api/2/users',
    page: amplitudeUsersPage,
    limit: 1.5,
  },
];

type EngineLike = {
  connector(
    kind: string,
    opts: { credentials: Record<string, string>; config?: Record<string, string> },
  ): { execute(entity: string, action: string, params: unknown): Promise<{ result: unknown }> };
};
export type CreateEngine = (opts: { upstreams: Record<string, string> }) => EngineLike;

interface Sent {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The fake: each case's page by path; remembers the last request seen on each path. */
async function fakeUpstream() {
  const pages = new Map(CASES.map((c) => [c.path, JSON.stringify(c.page)]));
  const seen = new Map<string, Sent>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const page = pages.get(path);
      seen.set(path, {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (page) res.writeHead(200, { 'content-type': 'application/json' }).end(page);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round3 = (x: number) => +x.toFixed(3);

/** The request as the raw clients send it: the engine's headers minus those a client sets itself. */
function replayHeaders(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h))
    if (!['host', 'connection', 'content-length', 'transfer-encoding'].includes(k) && v)
      out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

export interface CallFigures {
  name: string;
  engine_ms: number;
  undici_ms: number;
  fetch_ms: number;
  baseline_ms?: number;
  ratio_undici: number;
  ratio_fetch: number;
  baseline_ratio_undici?: number;
  limit: number;
}

export async function benchCalls(
  createEngine: CreateEngine,
  opts: { rounds: number; calls: number; baseline?: CreateEngine },
): Promise<CallFigures[]> {
  const fake = await fakeUpstream();
  const upstreams = Object.fromEntries(CASES.map((c) => [c.kind, fake.origin]));
  const engine = createEngine({ upstreams });
  const baseline = opts.baseline?.({ upstreams });
  const figures: CallFigures[] = [];
  for (const c of CASES) {
    const check = (records: unknown) => {
      if ((records as unknown[]).length !== 100) throw new Error(`${c.name}: not 100 records`);
    };
    const open = (e: EngineLike) => {
      const connector = e.connector(c.kind, {
        credentials: c.credentials,
        ...(c.config ? { config: c.config } : {}),
      });
      return async () => check((await connector.execute(c.entity, c.action, c.params)).result);
    };
    const columns: Record<string, () => Promise<void>> = { engine: open(engine) };
    await columns.engine!();
    const sent = fake.seen.get(c.path)!;
    const url = fake.origin + sent.url;
    const init = {
      method: sent.method as 'GET',
      headers: replayHeaders(sent.headers),
      ...(sent.body ? { body: sent.body } : {}),
    };
    // The limit reads and parses the page; mapping it to records is the engine's own work.
    const parsed = (status: number, page: unknown) => {
      if (status !== 200 || !page || typeof page !== 'object')
        throw new Error(`${c.name}: raw call failed`);
    };
    columns.undici = async () => {
      const res = await request(url, init);
      parsed(res.statusCode, JSON.parse(await res.body.text()));
    };
    columns.fetch = async () => {
      const res = await fetch(url, init);
      parsed(res.status, await res.json());
    };
    if (baseline) columns.baseline = open(baseline);
    figures.push({ name: c.name, limit: c.limit, ...(await rounds(columns, opts)) });
  }
  fake.server.close();
  return figures;
}

/** Paired rounds of `calls` calls per column, the order rotating each round; medians of each column and of the rounds' ratios. */
async function rounds(
  columns: Record<string, () => Promise<void>>,
  opts: { rounds: number; calls: number },
) {
  const names = Object.keys(columns);
  const batch = async (fn: () => Promise<void>, calls: number) => {
    const t = performance.now();
    for (let i = 0; i < calls; i++) await fn();
    return (performance.now() - t) / calls;
  };
  for (const n of names) await batch(columns[n]!, opts.calls * 3); // warm-up
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const ratio = (a: string, r: number) => times[a]![r]! / times.undici![r]!;
  for (let r = 0; r < opts.rounds; r++) {
    const order = names.map((_, i) => names[(i + r) % names.length]!);
    for (const n of order) times[n]!.push(await batch(columns[n]!, opts.calls));
  }
  const idx = [...Array(opts.rounds).keys()];
  return {
    engine_ms: round3(median(times.engine!)),
    undici_ms: round3(median(times.undici!)),
    fetch_ms: round3(median(times.fetch!)),
    ratio_undici: round3(median(idx.map((r) => ratio('engine', r)))),
    ratio_fetch: round3(median(idx.map((r) => times.engine![r]! / times.fetch![r]!))),
    ...(times.baseline
      ? {
          baseline_ms: round3(median(times.baseline)),
          baseline_ratio_undici: round3(median(idx.map((r) => ratio('baseline', r)))),
        }
      : {}),
  };
}
