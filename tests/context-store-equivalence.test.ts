// Both backends answer the same searches over the same records the same way: one table of search
// cases (every operator, nested paths, arrays, nulls and missing fields, accents, sorts with ties and
// NULLs, limits and cursor paging, versions) run on a SQLite file and on PostgreSQL, results compared.
// Skipped, with the reason, when no PostgreSQL is reachable and CI is not set.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContextStore,
  createEngine,
  type KindPlan,
  type SearchResult,
} from '../engine/index.ts';
import { person } from './support/fake-people.ts';
import { postgresUnavailable, storeMaker } from './support/store-backends.ts';

const engine = createEngine({ connectorsDir: join(import.meta.dirname, 'manifests') });
const plan: KindPlan = engine.plan('acme');

/** 60 people, some with gaps: a missing or null field, an accented or mixed-case name, no pets. */
function records(version = 0): Record<string, unknown>[] {
  return Array.from({ length: 60 }, (_, i) => {
    const p: Record<string, unknown> = {
      ...person(i),
      ...(version && i % 5 === 0 ? { bio: `${person(i).bio} revised ${version}` } : {}),
    };
    if (i % 7 === 3) delete p.score;
    if (i % 11 === 4) p.age = null;
    if (i % 13 === 5) p.name = 'Zoë Ünal';
    if (i % 17 === 6) p.pets = [];
    if (i % 19 === 7) p.address = { city: null, zip: '99999' };
    return p;
  });
}

const CASES: [string, unknown][] = [
  ['everything, stored order', { query: {}, limit: 100 }],
  ['eq on a column', { query: { filter: { eq: { age: 33 } } } }],
  ['eq null on a column (missing or null)', { query: { filter: { eq: { age: null } } } }],
  ['neq null on a JSON field', { query: { filter: { neq: { score: null } } }, limit: 100 }],
  ['eq on a nested path', { query: { filter: { eq: { 'address.zip': '99999' } } } }],
  ['eq null on a nested path', { query: { filter: { eq: { 'address.city': null } } } }],
  [
    'neq on a nested path keeps missing values',
    { query: { filter: { neq: { 'address.city': 'Berlin' } } }, limit: 100 },
  ],
  ['eq on a boolean column', { query: { filter: { eq: { active: false } } }, limit: 100 }],
  [
    'range on numbers outside the columns',
    { query: { filter: { gte: { score: 5 }, lt: { score: 9.5 } } }, limit: 100 },
  ],
  [
    'range on ISO dates',
    {
      query: {
        filter: {
          gt: { updated_at: '2024-01-10T00:00:00Z' },
          lte: { updated_at: '2024-01-20T00:00:00Z' },
        },
      },
      limit: 100,
    },
  ],
  ['in', { query: { filter: { in: { id: ['p001', 'p030', 'p059', 'nope'] } } } }],
  ['in on a column with numbers', { query: { filter: { in: { age: [31, 45, 89, 1000] } } } }],
  ['like, case-insensitive ASCII', { query: { filter: { like: { name: 'grace%' } } }, limit: 100 }],
  ['like on a nested path', { query: { filter: { like: { 'address.zip': '%5' } } }, limit: 100 }],
  [
    'keyword on the text index',
    { query: { filter: { keyword: { bio: 'DATABASE author' } } }, limit: 100 },
  ],
  [
    'keyword without accents finds accented words',
    { query: { filter: { keyword: { name: 'zoe' } } }, limit: 100 },
  ],
  [
    'keyword outside the text index',
    { query: { filter: { keyword: { 'address.city': 'lisbon' } } }, limit: 100 },
  ],
  [
    'fuzzy on the text index',
    { query: { filter: { fuzzy: { name: 'Dijkstar lovelase' } } }, limit: 100 },
  ],
  [
    'fuzzy outside the text index',
    { query: { filter: { fuzzy: { 'address.city': 'Parsi' } } }, limit: 100 },
  ],
  ['contains', { query: { filter: { contains: { tags: 'vip' } } }, limit: 100 }],
  [
    'any with and inside',
    {
      query: {
        filter: { any: { pets: { and: [{ eq: { kind: 'dog' } }, { like: { name: 'Dog1%' } }] } } },
      },
      limit: 100,
    },
  ],
  [
    'not any (no cat, also no pets)',
    { query: { filter: { not: { any: { pets: { eq: { kind: 'cat' } } } } } }, limit: 100 },
  ],
  [
    'or of ands with not',
    {
      query: {
        filter: {
          or: [
            { and: [{ eq: { active: true } }, { not: { lt: { age: 70 } } }] },
            { eq: { id: 'p002' } },
          ],
        },
      },
      limit: 100,
    },
  ],
  ['sort ascending with NULLs and ties', { query: { sort: [{ age: 'asc' }] }, limit: 100 }],
  [
    'sort descending on a nested path, then a column',
    { query: { sort: [{ 'address.city': 'desc' }, { age: 'desc' }] }, limit: 100 },
  ],
  ['sort on a string column (byte order)', { query: { sort: [{ name: 'asc' }] }, limit: 100 }],
  [
    'keyword with a sort',
    {
      query: { filter: { keyword: { bio: 'network' } }, sort: [{ updated_at: 'desc' }] },
      limit: 100,
    },
  ],
  [
    'projection of fields',
    { query: { filter: { lt: { age: 40 } } }, fields: ['id', 'address.city', 'pets'] },
  ],
];

/** Every page of a search, following its cursors (pages of `size`); `between` runs after the first page. */
async function allPages(
  store: ContextStore,
  params: Record<string, unknown>,
  size: number,
  between: () => Promise<unknown>,
): Promise<unknown[][]> {
  const pages: unknown[][] = [];
  let cursor: string | undefined;
  do {
    const r: SearchResult = await store.search(plan, 'people', 'c1', {
      ...params,
      limit: size,
      ...(cursor ? { cursor } : {}),
    });
    pages.push(r.data);
    if (pages.length === 1) await between();
    cursor = r.meta.cursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

const unavailable = await postgresUnavailable();
describe.skipIf(!!unavailable)(
  `SQLite and PostgreSQL answer alike${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const sqlite = storeMaker('sqlite');
    const postgres = storeMaker('postgres');
    const stores: ContextStore[] = [];

    beforeAll(async () => {
      stores.push(await sqlite.open('eq.db'), await postgres.open('eq'));
      for (const s of stores) {
        const t = await s.table(plan, 'people');
        for (const version of [0, 1]) {
          const rs = records(version);
          for (let i = 0; i < rs.length; i += 25)
            await s.storePage(t, 'c1', rs.slice(i, i + 25), ['id']);
        }
        await s.storePage(t, 'c2', records(0).slice(0, 10), ['id']); // another connector's copy stays apart
      }
    });
    afterAll(async () => {
      await sqlite.cleanup();
      await postgres.cleanup();
    });

    it.each(CASES)('%s', async (_name, params) => {
      const [a, b] = await Promise.all(stores.map((s) => s.search(plan, 'people', 'c1', params)));
      expect(b!.data).toEqual(a!.data);
      expect(b!.meta.has_more).toBe(a!.meta.has_more);
      expect(a!.data.length + Number(a!.meta.has_more)).toBeGreaterThan(0); // every case finds something
    });

    it('pages through cursors alike while new versions arrive', async () => {
      const params = { query: { filter: { gte: { age: 35 } }, sort: [{ name: 'asc' }] } };
      // after the first page, every record gets a new version and new records arrive
      const changes = async (s: ContextStore) =>
        s.storePage(
          await s.table(plan, 'people'),
          'c1',
          [...records(2), { ...person(70), name: 'Aaron First' }],
          ['id'],
        );
      const [first, second] = await Promise.all(
        stores.map((s) => allPages(s, params, 7, () => changes(s))),
      );
      expect(second).toEqual(first);
      const seen = first!.flat().map((p) => (p as { id: string }).id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).not.toContain('p070');
      expect(
        first!.flat().some((p) => String((p as { bio: string }).bio).includes('revised 2')),
      ).toBe(false); // the snapshot's versions
    });

    it('stores, counts and reports sync state alike', async () => {
      const [a, b] = await Promise.all(
        stores.map(async (s) => {
          const t = await s.table(plan, 'people');
          const again = await s.storePage(t, 'c1', records(2).slice(0, 10), ['id']); // unchanged: nothing new
          const changed = await s.storePage(
            t,
            'c1',
            [{ ...person(0), bio: 'changed' }, { name: 'no id' }],
            ['id'],
          );
          await s.setState('c1', 'people', {
            state: 'done',
            records: await s.count(t, 'c1'),
            checkpoint: { unit: 1 },
            since: '2024-01-02',
          });
          return {
            again,
            changed,
            count: await s.count(t, 'c1'),
            states: await s.states('c1'),
            running: await s.runningConnectors(),
          };
        }),
      );
      expect(b).toEqual(a);
      expect(a!.again).toMatchObject({ changed: 0, skipped: 0, added: 0, updated: 0 });
      expect(a!.again.ids).toHaveLength(10); // what the page listed, changed or not
      expect(a!.changed).toEqual({ changed: 1, skipped: 1, added: 0, updated: 1, ids: ['p000'] });
    });
  },
);
