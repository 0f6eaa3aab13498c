// Freshdesk's ticket list answers only tickets created in the last 30 days unless updated_since is given,
// and leaves out description/description_text, requester and stats unless include asks for them. A fake
// Freshdesk that answers exactly so proves the ticket copy is complete: the first sync reaches back to the
// replication start (by default 2000-01-01, so every ticket), asks for the embeds it searches, and later
// syncs ask only for tickets updated since the newest seen.
// The other lists each have their own change filter or none: contacts _updated_since (leading underscore),
// satisfaction ratings created_since; companies (no change filter in Freshdesk's reference), agents, groups,
// roles, surveys, ticket fields and time entries have none and are read in full every time. The ticket list
// serves no page past 300: a walk ends there cleanly and the next run goes on from the newest ticket read. The fake answers each list by Freshdesk's
// rules (an unknown query param is Freshdesk's 400, per_page pages with a Link header), so a sync that sends
// a wrong filter name, forgets a filter or stops after one page fails here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connector, ContextStore, createEngine, type SearchResult } from '../engine/index.ts';
import { ProgrammableVendor } from './support/echo-vendor.ts';

const recent = new Date(Date.now() - 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const tickets = [
  {
    id: 1,
    subject: 'Old refund',
    status: 5,
    priority: 1,
    created_at: '2021-03-01T10:00:00Z',
    updated_at: '2021-03-02T10:00:00Z',
    description_text: 'refund for order 17',
    requester: { name: 'Ann' },
    stats: { closed_at: '2021-03-02T10:00:00Z' },
  },
  {
    id: 2,
    subject: 'Login loop',
    status: 2,
    priority: 3,
    created_at: recent,
    updated_at: recent,
    description_text: 'the login page reloads forever',
    requester: { name: 'Bob' },
    stats: { closed_at: null },
  },
];
const embeds = ['description_text', 'requester', 'stats'] as const;

// Lists other than tickets: records, the param filtering them by time (and the record field it compares),
// and the other params Freshdesk accepts on that path.
type Row = Record<string, unknown>;
const lists: Record<string, { rows: Row[]; since?: [string, string]; accepts?: string[] }> = {
  contacts: {
    since: ['_updated_since', 'updated_at'],
    rows: [
      {
        id: 11,
        name: 'Ann Archer',
        email: 'ann@acme.example',
        company_id: 21,
        active: true,
        created_at: '2020-01-01T00:00:00Z',
        updated_at: '2022-05-01T00:00:00Z',
      },
      {
        id: 12,
        name: 'Bob Baker',
        email: 'bob@acme.example',
        company_id: null,
        active: false,
        created_at: '2023-01-01T00:00:00Z',
        updated_at: '2024-06-01T00:00:00Z',
      },
    ],
  },
  companies: {
    rows: [
      {
        id: 21,
        name: 'Acme',
        industry: 'Marine',
        domains: ['acme.example'],
        created_at: '2019-01-01T00:00:00Z',
        updated_at: '2024-02-01T00:00:00Z',
      },
      {
        id: 22,
        name: 'Globex',
        industry: 'Energy',
        domains: [],
        created_at: '2019-01-01T00:00:00Z',
        updated_at: '2021-02-01T00:00:00Z',
      },
    ],
  },
  'surveys/satisfaction_ratings': {
    since: ['created_since', 'created_at'],
    accepts: ['user_id'],
    rows: [
      {
        id: 31,
        survey_id: 41,
        user_id: 11,
        agent_id: 51,
        ticket_id: 1,
        feedback: 'quick and kind',
        ratings: { default_question: 103 },
        created_at: '2021-03-03T00:00:00Z',
        updated_at: '2021-03-03T00:00:00Z',
      },
      {
        id: 32,
        survey_id: 41,
        user_id: 12,
        agent_id: 52,
        ticket_id: 2,
        feedback: 'slow answer',
        ratings: { default_question: -102 },
        created_at: '2024-07-01T00:00:00Z',
        updated_at: '2024-07-01T00:00:00Z',
      },
    ],
  },
  agents: {
    accepts: ['email', 'mobile', 'phone', 'state'],
    rows: [
      {
        id: 51,
        type: 'support_agent',
        ticket_scope: 1,
        contact: { name: 'Sam Agent', email: 'sam@acme.example' },
      },
      { id: 52, type: 'collaborator', ticket_scope: 3, contact: { name: 'Kim Helper' } },
    ],
  },
  groups: {
    rows: [{ id: 61, name: 'Billing', description: 'invoices and refunds', auto_ticket_assign: 1 }],
  },
  roles: {
    rows: [
      { id: 71, name: 'Account Administrator', default: true },
      { id: 72, name: 'Billing reviewer', default: false },
    ],
  },
  surveys: {
    accepts: ['state'],
    rows: [
      {
        id: 41,
        title: 'Default Survey',
        active: true,
        questions: [
          { id: 'default_question', label: 'How did we do?', accepted_ratings: [-103, 100, 103] },
        ],
      },
    ],
  },
  ticket_fields: {
    accepts: ['type'],
    rows: [
      {
        id: 81,
        name: 'cf_tier',
        label: 'Customer tier',
        type: 'custom_dropdown',
        default: false,
        choices: ['gold', 'silver'],
      },
      {
        id: 82,
        name: 'priority',
        label: 'Priority',
        type: 'default_priority',
        default: true,
        choices: { Low: 1, High: 3 },
      },
    ],
  },
  // 150 entries: two pages of 100, so the sync must follow the Link header.
  time_entries: {
    accepts: ['company_id', 'agent_id', 'executed_after', 'executed_before', 'billable'],
    rows: Array.from({ length: 150 }, (_, i) => ({
      id: 1000 + i,
      agent_id: i % 2 ? 51 : 52,
      ticket_id: 1,
      billable: i === 149,
      note: i === 149 ? 'onsite migration' : 'triage',
      time_spent: '00:30',
      executed_at: '2024-01-01T00:00:00Z',
    })),
  },
};

const vendor = new ProgrammableVendor();
// 305 tickets, one a page, for the page-300 walk (undefined: the two tickets above, unpaged)
let paged: typeof tickets | undefined;
let store: ContextStore;
let freshdesk: Connector;
const search = async (entity: string, query: unknown) =>
  ((await freshdesk.execute(entity, 'context_store_search', { query })).result as SearchResult)
    .data as Record<string, unknown>[];
const ids = (rows: Record<string, unknown>[]) =>
  rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
const asked = (path: string) =>
  vendor.received
    .map((r) => new URL(r.url, 'http://x'))
    .filter((u) => u.pathname === `/api/v2/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

function answer(
  res: import('node:http').ServerResponse,
  status: number,
  body: unknown,
  link?: string,
): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  if (link) res.setHeader('link', link);
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  await vendor.start();
  vendor.handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    if (path === 'tickets' && paged) {
      const page = Number(url.searchParams.get('page') ?? 1);
      if (page > 300)
        return answer(res, 400, {
          description: 'Validation failed',
          errors: [{ field: 'page', code: 'invalid_value' }],
        });
      const since = url.searchParams.get('updated_since') ?? '';
      const rows = paged.filter((t) => t.updated_at >= since);
      const next = new URLSearchParams(url.searchParams);
      next.set('page', String(page + 1));
      return answer(
        res,
        200,
        rows.slice(page - 1, page),
        rows.length > page ? `<${vendor.origin}${url.pathname}?${next}>; rel="next"` : undefined,
      );
    }
    if (path === 'tickets') {
      const since = url.searchParams.get('updated_since');
      const include = url.searchParams.get('include')?.split(',') ?? [];
      const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const body = tickets
        .filter((t) => (since ? t.updated_at >= since : t.created_at >= cutoff))
        .map((t) =>
          Object.fromEntries(
            Object.entries(t).filter(
              ([k]) =>
                !embeds.includes(k as never) ||
                include.includes(k === 'description_text' ? 'description' : k),
            ),
          ),
        );
      return answer(res, 200, body);
    }
    const list = lists[path];
    if (!list) return answer(res, 404, {});
    const known = [
      'page',
      'per_page',
      ...(list.since ? [list.since[0]] : []),
      ...(list.accepts ?? []),
    ];
    const unknown = [...url.searchParams.keys()].filter((k) => !known.includes(k));
    if (unknown.length)
      return answer(res, 400, {
        description: 'Validation failed',
        errors: unknown.map((field) => ({
          field,
          message: 'Unexpected/invalid field in request',
          code: 'invalid_field',
        })),
      });
    const since = list.since && url.searchParams.get(list.since[0]);
    const rows = list.rows.filter((r) => !since || String(r[list.since![1]]) >= since);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(page + 1));
    const more = rows.length > page * perPage;
    answer(
      res,
      200,
      rows.slice((page - 1) * perPage, page * perPage),
      more ? `<${vendor.origin}${url.pathname}?${next}>; rel="next"` : undefined,
    );
  };
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'freshdesk-')), 'copy.db'));
  freshdesk = createEngine({
    upstreams: { freshdesk: vendor.origin },
    http: { retries: 0 },
  }).connector('freshdesk', {
    credentials: { api_key: 'Fx7onlyFixtureFreshdeskKey' },
    config: { domain: 'acme' },
    contextStore: { store, connectorId: 'f1' },
  });
});
afterAll(async () => {
  await store.close();
  await vendor.stop();
});

describe('freshdesk sync', () => {
  it('copies tickets older than 30 days with their embeds, then asks only for changes', async () => {
    const states = await freshdesk.sync({ entities: ['tickets'] });
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    expect(asked('tickets')[0]).toMatchObject({
      updated_since: '2000-01-01T00:00:00Z',
      order_by: 'updated_at',
      order_type: 'asc',
      include: 'description,requester,stats',
      per_page: '100',
    });
    expect(ids(await search('tickets', { filter: { eq: { status: 5 } } }))).toEqual([1]);
    expect(
      ids(await search('tickets', { filter: { keyword: { description_text: 'refund' } } })),
    ).toEqual([1]);
    expect(ids(await search('tickets', { filter: { eq: { 'requester.name': 'Bob' } } }))).toEqual([
      2,
    ]);
    expect(states.find((s) => s.entity === 'tickets')!.since).toBe(recent);

    vendor.received.length = 0;
    await freshdesk.sync({ entities: ['tickets'] });
    expect(asked('tickets')[0]!.updated_since).toBe(recent);
  });

  it('copies every other searchable list, with the change filter each one has', async () => {
    vendor.received.length = 0;
    const states = await freshdesk.sync();
    expect(states.filter((s) => s.state !== 'done')).toEqual([]);
    const count = (e: string) => states.find((s) => s.entity === e)?.records;
    expect({
      contacts: count('contacts'),
      companies: count('companies'),
      satisfaction_ratings: count('satisfaction_ratings'),
      agents: count('agents'),
      groups: count('groups'),
      roles: count('roles'),
      surveys: count('surveys'),
      ticket_fields: count('ticket_fields'),
      time_entries: count('time_entries'),
    }).toEqual({
      contacts: 2,
      companies: 2,
      satisfaction_ratings: 2,
      agents: 2,
      groups: 1,
      roles: 2,
      surveys: 1,
      ticket_fields: 2,
      time_entries: 150,
    });

    // First run: from the replication start, the vendor's own filter names, 100 a page.
    expect(asked('contacts')[0]).toEqual({
      per_page: '100',
      _updated_since: '2000-01-01T00:00:00Z',
    });
    expect(asked('companies')[0]).toEqual({ per_page: '100' });
    expect(asked('surveys/satisfaction_ratings')[0]).toEqual({
      per_page: '100',
      created_since: '2000-01-01T00:00:00Z',
    });
    expect(asked('time_entries')).toEqual([{ per_page: '100' }, { per_page: '100', page: '2' }]);

    expect(ids(await search('contacts', { filter: { keyword: { name: 'archer' } } }))).toEqual([
      11,
    ]);
    expect(ids(await search('contacts', { filter: { eq: { company_id: 21 } } }))).toEqual([11]);
    expect(ids(await search('companies', { filter: { eq: { industry: 'Energy' } } }))).toEqual([
      22,
    ]);
    expect(
      ids(
        await search('satisfaction_ratings', {
          filter: { eq: { 'ratings.default_question': -102 } },
        }),
      ),
    ).toEqual([32]);
    expect(
      ids(await search('satisfaction_ratings', { filter: { keyword: { feedback: 'kind' } } })),
    ).toEqual([31]);
    expect(
      ids(await search('agents', { filter: { eq: { 'contact.name': 'Kim Helper' } } })),
    ).toEqual([52]);
    expect(
      ids(await search('groups', { filter: { keyword: { description: 'refunds' } } })),
    ).toEqual([61]);
    expect(ids(await search('roles', { filter: { eq: { default: false } } }))).toEqual([72]);
    expect(ids(await search('surveys', { filter: { eq: { active: true } } }))).toEqual([41]);
    expect(
      ids(await search('ticket_fields', { filter: { eq: { type: 'custom_dropdown' } } })),
    ).toEqual([81]);
    expect(ids(await search('time_entries', { filter: { eq: { billable: true } } }))).toEqual([
      1149,
    ]);

    // Later runs: only what changed since the newest value seen, where Freshdesk can filter; the rest in full.
    vendor.received.length = 0;
    await freshdesk.sync();
    expect(asked('contacts')[0]!._updated_since).toBe('2024-06-01T00:00:00Z');
    expect(asked('companies')[0]).toEqual({ per_page: '100' });
    expect(asked('surveys/satisfaction_ratings')[0]!.created_since).toBe('2024-07-01T00:00:00Z');
    expect(asked('time_entries')).toHaveLength(2);
    expect(await search('time_entries', { filter: { eq: { agent_id: 51 } } })).toHaveLength(75);
  });
});

describe('freshdesk ticket walk at page 300', () => {
  it('ends cleanly at page 300 and the next run goes on from the newest ticket read', async () => {
    paged = Array.from({ length: 305 }, (_, i) => ({
      ...tickets[0]!,
      id: 100 + i,
      updated_at: new Date(Date.UTC(2022, 0, 1) + i * 3_600_000)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    }));
    const connector = createEngine({
      upstreams: { freshdesk: vendor.origin },
      http: { retries: 0 },
    }).connector('freshdesk', {
      credentials: { api_key: 'Fx7onlyFixtureFreshdeskKey' },
      config: { domain: 'acme' },
      contextStore: { store, connectorId: 'f300' },
    });
    try {
      vendor.received.length = 0;
      const [first] = await connector.sync({ entities: ['tickets'] });
      expect(first).toMatchObject({ state: 'done', records: 300, since: paged[299]!.updated_at });
      expect(
        asked('tickets')
          .map((q) => q.page ?? '1')
          .at(-1),
      ).toBe('300');
      vendor.received.length = 0;
      const [second] = await connector.sync({ entities: ['tickets'] });
      expect(asked('tickets')[0]!.updated_since).toBe(paged[299]!.updated_at);
      expect(second).toMatchObject({ state: 'done', records: 305, since: paged[304]!.updated_at });
    } finally {
      paged = undefined;
    }
  });
});
