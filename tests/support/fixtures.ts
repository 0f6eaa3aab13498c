// Fixture files (format and loader in engine/replay/fixtures.ts, shared with `connector-engine test`):
// here bound to this repository's tests/fixtures/.
import { fileURLToPath } from 'node:url';
import * as replay from '../../engine/replay/fixtures.ts';

export type {
  Exchange,
  ExpectedRequest,
  FakeResponse,
  FixtureCase,
  FixtureFile,
  KindFixtures,
} from '../../engine/replay/fixtures.ts';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

export const loadKindFixtures = (kind: string, dir = fixturesDir) =>
  replay.loadKindFixtures(kind, dir);
export const fixtureKinds = (dir = fixturesDir) => replay.fixtureKinds(dir);
