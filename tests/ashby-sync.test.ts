// Ashby through the real manifest: the Ashby-Version pin equals vendor_api.version, and the context store
// syncs candidates with Ashby's syncToken (stored from the last page, sent back on the next sync, and
// dropped for a full walk when Ashby answers sync_token_expired). Strict fake upstream on 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContextStore, createEngine, type Engine, type SearchResult } from '../engine/index.ts';
import { FakeUpstream } from './support/fake-upstream.ts';
import type { Exchange } from './support/fixtures.ts';

const fake = new FakeUpstream();
let engine: Engine;
let store: ContextStore;

const candidate = (n: number, name: string) => ({
  id: `5b591aa3-5b7d-4c6a-9b52-8e1f4f1e2a0${n}`,
  createdAt: '2025-03-04T09:12:44.120Z',
  updatedAt: '2025-06-18T15:02:10.004Z',
  name,
  emailAddresses: [],
  phoneNumbers: [],
  socialLinks: [],
  tags: [],
  applicationIds: [],
  fileHandles: [],
  profileUrl: `https://app.ashbyhq.com/candidates/5b591aa3-5b7d-4c6a-9b52-8e1f4f1e2a0${n}`,
});
const page = (body: Record<string, unknown>, answer: Record<string, unknown>): Exchange => ({
  request: {
    method: 'POST',
    path: '/candidate.list',
    headers: { 'ashby-version': '2026-01-01' },
    body,
  },
  response: { body: { success: true, ...answer } },
});

beforeAll(async () => {
  engine = createEngine({ upstreams: { ashby: await fake.start() }, http: { backoffMs: 1 } });
  store = ContextStore.open(join(mkdtempSync(join(tmpdir(), 'ashby-')), 'store.db'));
});
afterAll(async () => {
  await store.close();
  await fake.stop();
});

describe('ashby', () => {
  it('pins Ashby-Version to vendor_api.version', () => {
    const plan = engine.plan('ashby');
    const sent = plan.headers.find(([name]) => name.toLowerCase() === 'ashby-version');
    expect(sent?.[1].source).toBe(plan.manifest.vendor_api.version);
  });

  it('syncs candidates with syncToken: full walk, then only changes, then a full walk again once the token expired', async () => {
    const ashby = engine.connector('ashby', {
      credentials: { api_key: 'FixtureOnlyNotARealAshbyApiKey0000' },
      contextStore: { store, connectorId: 'a-1' },
    });
    fake.expect([
      page(
        { limit: 100 },
        {
          results: [candidate(1, 'Ada Lovelace'), candidate(2, 'Alan Turing')],
          moreDataAvailable: true,
          nextCursor: 'cur-2',
        },
      ),
      page(
        { limit: 100, cursor: 'cur-2' },
        {
          results: [candidate(3, 'Katherine Johnson')],
          moreDataAvailable: false,
          syncToken: 'sync-1',
        },
      ),
    ]);
    const [first] = await ashby.sync({ entities: ['candidates'] });
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
    expect(first).toMatchObject({
      entity: 'candidates',
      state: 'done',
      records: 3,
      since: 'sync-1',
    });

    fake.expect([
      page(
        { limit: 100, syncToken: 'sync-1' },
        {
          results: [candidate(2, 'Alan M. Turing')],
          moreDataAvailable: false,
          syncToken: 'sync-2',
        },
      ),
    ]);
    const [second] = await ashby.sync({ entities: ['candidates'] });
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
    expect(second).toMatchObject({ state: 'done', records: 3, since: 'sync-2' });
    const found = (
      await ashby.execute('candidates', 'context_store_search', {
        query: { filter: { eq: { name: 'Alan M. Turing' } } },
      })
    ).result as SearchResult;
    expect(found.data).toHaveLength(1);

    fake.expect([
      {
        request: {
          method: 'POST',
          path: '/candidate.list',
          body: { limit: 100, syncToken: 'sync-2' },
        },
        response: {
          body: {
            success: false,
            errors: ['sync_token_expired'],
            errorInfo: { code: 'sync_token_expired', message: 'The sync token has expired.' },
          },
        },
      },
      page(
        { limit: 100 },
        { results: [candidate(1, 'Ada Lovelace')], moreDataAvailable: false, syncToken: 'sync-3' },
      ),
    ]);
    const [third] = await ashby.sync({ entities: ['candidates'] });
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
    expect(third).toMatchObject({ state: 'done', since: 'sync-3', last_error: null });
  });

  it('syncs users with deactivated ones included, and job postings in one full read', async () => {
    const ashby = engine.connector('ashby', {
      credentials: { api_key: 'FixtureOnlyNotARealAshbyApiKey0000' },
      contextStore: { store, connectorId: 'a-2' },
    });
    fake.expect([
      {
        request: {
          method: 'POST',
          path: '/user.list',
          body: { limit: 100, includeDeactivated: true },
        },
        response: {
          body: {
            success: true,
            results: [
              {
                id: '3ae2b801-19f6-41ef-ad28-214bd7319401',
                firstName: 'Edsger',
                lastName: 'Dijkstra',
                email: 'edsger@example.com',
                globalRole: 'Limited Access',
                isEnabled: false,
                updatedAt: '2025-04-09T08:00:00.000Z',
              },
            ],
            moreDataAvailable: false,
            syncToken: 'u-1',
          },
        },
      },
      {
        request: { method: 'POST', path: '/jobPosting.list', body: {} },
        response: {
          body: {
            success: true,
            results: [
              {
                id: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
                title: 'Staff Engineer',
                isListed: true,
              },
            ],
          },
        },
      },
    ]);
    const states = await ashby.sync({ entities: ['users', 'job_postings'] });
    expect([fake.failures, fake.leftover()]).toEqual([[], []]);
    expect(states.map((s) => [s.entity, s.state, s.records, s.since])).toEqual([
      ['job_postings', 'done', 1, null],
      ['users', 'done', 1, 'u-1'],
    ]);
  });
});
