// Readiness (GET /readyz), distinct from liveness (/healthz): the database answers and every
// migration this build ships is recorded as applied. A load balancer stops sending traffic to an
// instance that is not ready. The answer is public: a failure is told by its error code only, never
// by a database message (those quote SQL, table and schema names).
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
    const code = errorCode(err);
    return {
      ready: false,
      reason: `the database does not answer${code ? ` (error code ${code})` : ''}`,
    };
  }
  const missing = journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
  return missing.length
    ? { ready: false, reason: `migrations not applied: ${missing.join(', ')}` }
    : { ready: true };
}

/** A driver's error code (SQLSTATE 42P01, SQLITE_ERROR, ECONNREFUSED), also under drizzle's wrapper. */
function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return undefined;
}
