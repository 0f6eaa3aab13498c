// The data folder: the SQLite database (unless DATABASE_URL names a PostgreSQL one) and the master key,
// checked against the data it sealed. Shared by the server and the CLI.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { type Db, openDatabase } from './db/open.ts';
import { loadMasterKey, Sealer, verifyKeyCheck } from './secrets.ts';

export const DB_FILE = 'connector-engine.db';

export interface DataDir {
  db: Db;
  /** The SQLite handle when the service's tables are in SQLite (the context store shares it). */
  sqlite?: Database.Database | undefined;
  sealer: Sealer;
  close(): Promise<void>;
}

export async function openDataDir(config: {
  dataDir: string;
  masterKey?: string | undefined;
  databaseUrl?: string | undefined;
  databasePoolSize?: number | undefined;
  databaseSearchPoolSize?: number | undefined;
}): Promise<DataDir> {
  mkdirSync(config.dataDir, { recursive: true });
  const { db, sqlite } = await openDatabase({
    file: join(config.dataDir, DB_FILE),
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    searchPoolSize: config.databaseSearchPoolSize,
  });
  try {
    const sealer = new Sealer(loadMasterKey(config.dataDir, config.masterKey).key);
    const { meta } = db.t;
    const stored = (await db.orm.select().from(meta).where(eq(meta.key, 'key_check')))[0]?.value;
    let fresh: string | undefined;
    verifyKeyCheck(sealer, stored, (value) => void (fresh = value));
    if (fresh) {
      // first start: another process may store its check value at the same moment; the stored one wins
      await db.orm.insert(meta).values({ key: 'key_check', value: fresh }).onConflictDoNothing();
      const winner = (await db.orm.select().from(meta).where(eq(meta.key, 'key_check')))[0]!.value;
      verifyKeyCheck(sealer, winner, () => {});
    }
    return { db, sqlite, sealer, close: () => db.close() };
  } catch (err) {
    await db.close();
    throw err;
  }
}
