// Readiness (GET /readyz), distinct from liveness (/healthz): the database answers and every
// migration this build ships is recorded as applied. A load balancer stops sending traffic to an
// instance that is not ready.
import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';

// Drizzle records each applied migration with its journal timestamp (created_at = the entry's "when").
const journal = JSON.parse(readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string; when: number }[] };

export type Readiness = { ready: true } | { ready: false; reason: string };

export function readiness(sqlite: Database.Database): Readiness {
  let applied: Set<number>;
  try {
    const rows = sqlite.prepare('SELECT created_at FROM __drizzle_migrations').all() as { created_at: number | string }[];
    applied = new Set(rows.map((r) => Number(r.created_at)));
  } catch (err) {
    return { ready: false, reason: `the database does not answer (${(err as Error).message.slice(0, 100)})` };
  }
  const missing = journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
  return missing.length ? { ready: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ready: true };
}
