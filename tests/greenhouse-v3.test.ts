// Greenhouse on Harvest v3, beyond the fixtures: the pipe-delimited query style its date filters need,
// a vendor expires_at (ISO, no expires_in) honoured across calls, and a context-store sync that pages
// by cursor and asks only for changes on the next run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, type Engine, type SearchResult } from '../engine/index.ts';
import { appendParam } from '../engine/request/serialize.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';

describe('query style pipe (OpenAPI pipeDelimited)', () => {
  const write = (...params: [string, unknown][]) => {
    const out = new URLSearchParams();
    for (const [name, value] of params) appendParam(out, name, value, 'pipe');
    return [...out.entries()];
  };

  it('writes an object as op|value pairs in one value, and an array joined by |', () => {
    expect(
      write(['created_at', { gte: '2024-01-01T00:00:00Z', lt: '2024-02-01T00:00:00Z' }]),
    ).toEqual([['created_at', 'gte|2024-01-01T00:00:00Z|lt|2024-02-01T00:00:00Z']]);
    expect(write(['ids', [1, 2, 3]])).toEqual([['ids', '1|2|3']]);
    expect(write(['created_at', { gte: '2024-01-01T00:00:00Z', lt: undefined }])).toEqual([
      ['created_at', 'gte|2024-01-01T00:00:00Z'],
    ]);
  });

  it('joins scalars sent as NAME|OP into one value of NAME, keeping other params apart', () => {
    expect(
      write(
        ['created_at|gte', '2024-01-01T00:00:00Z'],
        ['per_page', 5],
        ['created_at|lt', '2024-02-01T00:00:00Z'],
      ),
    ).toEqual([
      ['created_at', 'gte|2024-01-01T00:00:00Z|lt|2024-02-01T00:00:00Z'],
      ['per_page', '5'],
    ]);
    const out = new URLSearchParams();
    appendParam(out, 'updated_at|gte', '2024-05-01T00:00:00Z', 'pipe');
    expect(out.toString()).toBe('updated_at=gte%7C2024-05-01T00%3A00%3A00Z');
  });

  it('leaves other styles as they were', () => {
    const out = new URLSearchParams();
    appendParam(out, 'created', { gte: 1 }, 'repeat');
    appendParam(out, 'ids', [1, 2], 'comma');
    expect([...out.entries()]).toEqual([
      ['created[gte]', '1'],
      ['ids', '1,2'],
    ]);
  });
});

const fake = new FakeUpstream();
let engine: Engine;
const CLIENT = { client_id: 'fixture0only0gh_client', client_secret: 'fixture0only0gh_secret' };
const candidate = (id: number, updated: string) => ({
  id,
  first_name: `First${id}`,
  last_name: 'Doe',
  created_at: '2024-01-02T00:00:00.000Z',
  updated_at: updated,
  private: false,
  tags: ['go'],
  email_addresses: [],
});
const token = (access: string, expiresAt: string): Exchange => ({
  request: { method: 'POST', path: '/token', body: { grant_type: 'client_credentials' } },
  response: { body: { token_type: 'Bearer', access_token: access, expires_at: expiresAt } },
});
const list = (auth: string, body: unknown[]): Exchange => ({
  request: { method: 'GET', path: '/v3/departments', headers: { authorization: `Bearer ${auth}` } },
  response: { body },
});

beforeAll(async () => {
  const origin = await fake.start();
  engine = createEngine({ upstreams: { greenhouse: origin }, http: { backoffMs: 1 } });
});
afterAll(() => fake.stop());

describe('client-credentials tokens with an ISO expires_at', () => {
  it('keeps the vendor expires_at and fetches a new token once it is about to pass', async () => {
    const soon = new Date(Date.now() + 30_000).toISOString(); // inside the engine's one-minute margin
    const gh = engine.connector('greenhouse', { credentials: { ...CLIENT } });
    fake.expect([
      token('fixture0only0jwt0one', soon),
      list('fixture0only0jwt0one', []),
      token('fixture0only0jwt0two', '2099-01-01T00:00:00.000Z'),
      list('fixture0only0jwt0two', []),
      list('fixture0only0jwt0two', []),
    ]);
    await gh.execute('departments', 'list', {});
    await gh.execute('departments', 'list', {}); // expires_at is 30 s away: a new token first
    await gh.execute('departments', 'list', {}); // the new one lasts: no token call
    expect(fake.failures).toEqual([]);
    expect(fake.leftover()).toEqual([]);
  });
});

describe('context-store sync of greenhouse candidates', () => {
  it('pages by following the Link cursor, then asks only for changes since the newest updated_at', async () => {
    const store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'gh-')), 'store.db'));
    const gh = engine.connector('greenhouse', {
      credentials: {
        ...CLIENT,
        access_token: 'fixture0only0jwt',
        expires_at: '2099-01-01T00:00:00.000Z',
      },
      replication: { replication_start_date: '2024-01-01T00:00:00Z' },
      contextStore: { store, connectorId: 'gh-1' },
    });
    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v3/candidates',
          query: { per_page: '500', created_at: 'gte|2024-01-01T00:00:00Z' },
        },
        response: {
          headers: { link: `<${fake.origin}/v3/candidates?cursor=cGFnZTI>; rel="next"` },
          body: [
            candidate(3, '2024-03-01T00:00:00.000Z'),
            candidate(2, '2024-02-01T00:00:00.000Z'),
          ],
        },
      },
      {
        request: { method: 'GET', path: '/v3/candidates', query: { cursor: 'cGFnZTI' } },
        response: { body: [candidate(1, '2024-01-05T00:00:00.000Z')] },
      },
    ]);
    const [first] = await gh.sync({ entities: ['candidates'] });
    expect(fake.failures).toEqual([]);
    expect(first).toMatchObject({ entity: 'candidates', state: 'done', records: 3 });

    fake.expect([
      {
        request: {
          method: 'GET',
          path: '/v3/candidates',
          query: {
            per_page: '500',
            created_at: 'gte|2024-01-01T00:00:00Z',
            updated_at: 'gte|2024-03-01T00:00:00.000Z',
          },
        },
        response: {
          body: [{ ...candidate(2, '2024-03-05T00:00:00.000Z'), first_name: 'Renamed' }],
        },
      },
    ]);
    await gh.sync({ entities: ['candidates'] });
    expect(fake.failures).toEqual([]);
    const found = (
      await gh.execute('candidates', 'context_store_search', {
        query: { filter: { eq: { first_name: 'Renamed' } } },
      })
    ).result as SearchResult;
    expect(found.data).toEqual([expect.objectContaining({ id: 2, first_name: 'Renamed' })]);
  });
});
