// Deletions and the change feed of the context store in-process on SQLite (support/store-freshness-suite.ts).
import { storeFreshnessSuite } from './support/store-freshness-suite.ts';

storeFreshnessSuite('sqlite');
