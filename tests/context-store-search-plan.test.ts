// A keyword or fuzzy search on SQLite walks the text index and looks each match up by its seq: SQLite's
// own plan of the statement the store runs, read with EXPLAIN QUERY PLAN on a real store file. With a
// plain JOIN the planner walked the connector's rows by the (owner, seq) index instead and ran the
// MATCH once per row: a fuzzy word over 20,000 records ran past the 2 s budget (40 s of work).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSearch, searchSql } from '../engine/context-store/search-query.ts';
import type { SqliteContextStore } from '../engine/context-store/sqlite-store.ts';
import type { EntityTable } from '../engine/context-store/tables.ts';
import { createEngine, openContextStore } from '../engine/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'search-plan-'));
let store: SqliteContextStore;
let table: EntityTable;
const plan = createEngine().plan('stripe');

beforeAll(async () => {
  store = (await openContextStore({ sqlite: join(dir, 'store.db') })) as SqliteContextStore;
  table = await store.table(plan, 'customers');
  const words = ['tango', 'zulu', 'foxtrot', 'alpha'];
  const records = Array.from({ length: 2000 }, (_, i) => ({
    id: `cus_${i}`,
    object: 'customer',
    email: `u${i}@example.com`,
    name: `N ${words[i % 4]}`,
    description: `${words[i % 4]} ${words[(i * 3) % 4]} account`,
  }));
  for (let i = 0; i < records.length; i += 500)
    await store.storePage(table, 'conn_a', records.slice(i, i + 500), ['id']);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** SQLite's plan of the page statement the store runs for this filter, one line per step. */
function planOf(filter: unknown): string[] {
  const compiled = compileSearch(table, { query: { filter } } as never);
  const owner = store.db
    .prepare('SELECT owner FROM cs_owners WHERE connector_id = ?')
    .pluck()
    .get('conn_a');
  const { sql, args } = searchSql(
    table,
    compiled,
    owner as number,
    { snapshot: 1e9, offset: 0 },
    100,
  );
  return (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(
    (r) => r.detail,
  );
}

describe('a text search on SQLite', () => {
  for (const [name, filter] of [
    ['keyword', { keyword: { description: 'tango zulu' } }],
    ['fuzzy', { fuzzy: { description: 'foxtort' } }],
  ] as const) {
    it(`${name}: the text index is the outer loop, each match found by its seq`, () => {
      const steps = planOf(filter);
      expect(steps[0]).toMatch(/^SCAN x VIRTUAL TABLE INDEX/);
      expect(steps[1]).toMatch(/^SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(steps).toHaveLength(2); // no temporary b-tree: the index yields matches in seq order
    });
  }

  it('answers from the store as it did (the matches in record order)', async () => {
    const found = await store.search(plan, 'customers', 'conn_a', {
      query: { filter: { fuzzy: { description: 'foxtort' } } },
      limit: 3,
    } as never);
    expect(found.data.map((r) => (r as { id: string }).id)).toEqual(['cus_2', 'cus_6', 'cus_10']);
  });
});
