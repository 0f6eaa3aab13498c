// The context store in-process on PostgreSQL: the same suite as on SQLite (support/context-store-suite.ts),
// in a fresh schema per store, dropped at the end. Skipped, with the reason, when no PostgreSQL is
// reachable and CI is not set.
import { describe, it } from 'vitest';
import { contextStoreSuite } from './support/context-store-suite.ts';
import { postgresUnavailable } from './support/store-backends.ts';

const unavailable = await postgresUnavailable();
if (unavailable)
  describe.skip(`PostgreSQL context store: skipped, ${unavailable}`, () =>
    it('runs on PostgreSQL', () => undefined));
else contextStoreSuite('postgres');
