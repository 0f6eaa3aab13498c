// PostgreSQL context-store tables of every kind's every entity, made by two stores (two pools) on one
// schema at once, as processes that start together would: each table and index is made once, whole
// (names past PostgreSQL's 63 bytes end with a hash instead of being cut into another's), and a page
// writes into each. Skipped, with the reason, when no PostgreSQL is reachable and CI is not set.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgName } from '../engine/context-store/pg/tables.ts';
import { pageKey } from '../engine/context-store/sync-records.ts';
import { type ContextStore, createEngine, openContextStore } from '../engine/index.ts';
import { postgresUnavailable, TEST_DATABASE_URL } from './support/store-backends.ts';

const unavailable = await postgresUnavailable();
const schema = `t_${process.pid}_schema_race`;

describe.skipIf(!!unavailable)(
  `PostgreSQL tables of every kind${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const stores: ContextStore[] = [];
    afterAll(async () => {
      await Promise.all(stores.map((s) => s.close()));
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });

    it('two stores make them at once, each once and whole, and store a page in each', async () => {
      const engine = createEngine();
      const work = engine.kinds().flatMap((kind) => {
        const plan = engine.plan(kind);
        return [...plan.entities.values()].filter((e) => e.sync).map((e) => ({ plan, e }));
      });
      stores.push(
        ...(await Promise.all(
          [0, 1].map(() => openContextStore({ postgres: TEST_DATABASE_URL, schema })),
        )),
      );
      const tables = await Promise.all(
        stores.flatMap((s) => work.map(({ plan, e }) => s.table(plan, e.name))),
      );
      expect(tables).toHaveLength(work.length * 2);

      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        const count = async (sql: string) => Number((await client.query(sql, [schema])).rows[0].n);
        expect(
          await count(
            `SELECT count(*) AS n FROM pg_tables WHERE schemaname = $1 AND tablename LIKE 'cs\\_%\\_\\_%'`,
          ),
        ).toBe(work.length);
        const indexes = work.reduce(
          // current, superseded, deleted and the change feed's (owner, seq), then one per index and text field
          (n, { e }) => n + 4 + (e.sync!.indexes?.length ?? 0) + (e.sync!.text?.length ?? 0),
          0,
        );
        expect(
          await count(
            `SELECT count(*) AS n FROM pg_indexes WHERE schemaname = $1 AND indexname NOT LIKE '%pkey' AND indexname LIKE 'cs\\_%\\_\\_%'`,
          ),
        ).toBe(indexes);
        const long = work.find(
          ({ plan, e }) => `cs_${plan.kind}__${e.name}__superseded`.length > 63,
        );
        if (long)
          expect(
            pgName(`cs_${long.plan.kind.replace(/[^a-z0-9]/g, '_')}__${long.e.name}__superseded`),
          ).toHaveLength(61);
      } finally {
        await client.end();
      }
      for (const [i, { e }] of work.entries()) {
        // the key's fields too (a key such as [channel, ts] or [version] need not be searchable)
        const keyed: Record<string, unknown> = {};
        for (const path of e.sync!.keyFields ?? [e.sync!.key]) {
          let at = keyed;
          for (const [j, step] of path.entries())
            at = (at[step] ??= j === path.length - 1 ? `k${i}` : {}) as Record<string, unknown>;
        }
        const record = {
          id: `r${i}`,
          ...Object.fromEntries(
            Object.entries(e.searchable).map(([f, type]) => [
              f,
              type === 'string'
                ? 'x'
                : type === 'boolean'
                  ? true
                  : type === 'integer' || type === 'number'
                    ? 1
                    : null,
            ]),
          ),
          ...keyed,
        };
        const stored = await stores[0]!.storePage(
          tables[i]!,
          'c',
          [record],
          await pageKey(e.sync!, [record], undefined),
        );
        expect(stored.skipped, `${work[i]!.plan.kind}.${e.name}`).toBe(0);
      }
    }, 120_000);
  },
);
