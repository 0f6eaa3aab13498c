// The context store in-process on SQLite: the shared suite (support/context-store-suite.ts).
import { contextStoreSuite } from './support/context-store-suite.ts';

contextStoreSuite('sqlite');
