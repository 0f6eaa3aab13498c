// Readiness (GET /readyz), distinct from liveness (/healthz): the database answers and every
// migration this build ships is recorded as applied. A load balancer stops sending traffic to an
// instance that is not ready.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/open.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

type Journal = { entries: { tag: string; when: number }[] };
const journals = new Map<string, Journal>();

export async function readiness(db: Db): Promise<Readiness> {
  // Drizzle records each applied migration with its journal timestamp (created_at = the entry's "when").
  let journal = journals.get(db.migrationsFolder);
  if (!journal)
    journals.set(
      db.migrationsFolder,
      (journal = JSON.parse(
        readFileSync(join(db.migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as Journal),
    );
  let applied: Set<number>;
  try {
    applied = new Set(await db.appliedMigrations());
  } catch (err) {
    return {
      ready: false,
      reason: `the database does not answer (${(err as Error).message.slice(0, 100)})`,
    };
  }
  const missing = journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
  return missing.length
    ? { ready: false, reason: `migrations not applied: ${missing.join(', ')}` }
    : { ready: true };
}
