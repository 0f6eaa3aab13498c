// The data folder: the SQLite database and the master key, checked against the data it sealed.
// Shared by the server and the CLI.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from './db/open.ts';
import { meta } from './db/schema.ts';
import { loadMasterKey, Sealer, verifyKeyCheck } from './secrets.ts';

export function openDataDir(config: { dataDir: string; masterKey?: string }): { db: Db; sqlite: Database.Database; sealer: Sealer; close(): void } {
  mkdirSync(config.dataDir, { recursive: true });
  const { db, sqlite, close } = openDatabase(join(config.dataDir, 'connector-engine.db'));
  try {
    const sealer = new Sealer(loadMasterKey(config.dataDir, config.masterKey).key);
    const stored = db.select().from(meta).where(eq(meta.key, 'key_check')).get()?.value;
    verifyKeyCheck(sealer, stored, (value) => db.insert(meta).values({ key: 'key_check', value }).onConflictDoNothing().run());
    return { db, sqlite, sealer, close };
  } catch (err) {
    close();
    throw err;
  }
}
