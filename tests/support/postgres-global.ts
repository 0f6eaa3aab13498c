// Global setup of the PostgreSQL run (vitest.config.ts): names this run, so that its schemas are all
// dropped at the end even when a test file's own clean-up did not run (a failing afterAll skips the rest).
import { randomBytes } from 'node:crypto';
import { dropRunSchemas } from './database.ts';

export default function setup() {
  process.env.CONNECTOR_ENGINE_TEST_RUN = randomBytes(3).toString('hex'); // the test workers inherit it
  return () => dropRunSchemas(process.env.CONNECTOR_ENGINE_TEST_RUN!);
}
