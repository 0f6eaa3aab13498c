// Deletions and the change feed of the context store in-process on PostgreSQL (support/store-freshness-suite.ts),
// in a fresh schema per store. Skipped, with the reason, when no PostgreSQL is reachable and CI is not set.
import { describe, it } from 'vitest';
import { postgresUnavailable } from './support/store-backends.ts';
import { storeFreshnessSuite } from './support/store-freshness-suite.ts';

const unavailable = await postgresUnavailable();
if (unavailable)
  describe.skip(`PostgreSQL store freshness: skipped, ${unavailable}`, () =>
    it('runs on PostgreSQL', () => undefined));
else storeFreshnessSuite('postgres');
