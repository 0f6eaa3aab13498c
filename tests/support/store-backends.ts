// The context store's two backends for tests: SQLite files in a temporary folder, or PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) with a fresh schema per
// store, dropped when the test file ends. Without a reachable PostgreSQL the PostgreSQL variants are
// skipped with the reason shown, unless CI is set: then they must run (and fail).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ContextStoreOptions } from '../../engine/context-store/context-store.ts';
import { type ContextStore, openContextStore } from '../../engine/index.ts';

export type Backend = 'sqlite' | 'postgres';
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<string | undefined> | undefined;
/** Why PostgreSQL tests cannot run here, or undefined when they can (under CI they always try). */
export function postgresUnavailable(): Promise<string | undefined> {
  reachable ??= (async () => {
    if (process.env.CI === 'true' || process.env.CI === '1') return undefined;
    const client = new pg.Client({
      connectionString: TEST_DATABASE_URL,
      connectionTimeoutMillis: 3000,
    });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return undefined;
    } catch (err) {
      console.warn(
        `PostgreSQL variants skipped: ${(err as Error).message} (set TEST_DATABASE_URL, or CI=true to require them)`,
      );
      return `no PostgreSQL at TEST_DATABASE_URL (${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}): ${(err as Error).message}`;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** Opens stores of one backend; `cleanup` closes them and drops what they made. */
export function storeMaker(backend: Backend) {
  const opened: ContextStore[] = [];
  const schemas: string[] = [];
  const dir = backend === 'sqlite' ? mkdtempSync(join(tmpdir(), 'cs-')) : '';
  const prefix = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  return {
    async open(name: string, opts: ContextStoreOptions = {}): Promise<ContextStore> {
      let store: ContextStore;
      if (backend === 'sqlite') store = await openContextStore({ sqlite: join(dir, name) }, opts);
      else {
        const schema = `${prefix}_${name.replace(/[^a-z0-9]/gi, '_')}`;
        schemas.push(schema);
        store = await openContextStore({ postgres: TEST_DATABASE_URL, schema }, opts);
      }
      opened.push(store);
      return store;
    },
    /** The highest seq of a table (a test's look under the cursor). */
    schemaOf: (name: string) => `${prefix}_${name.replace(/[^a-z0-9]/gi, '_')}`,
    async cleanup(): Promise<void> {
      await Promise.all(opened.map((s) => s.close()));
      if (!schemas.length) return;
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        for (const s of schemas) await client.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
