// The kinds the suite's generic per-kind tests (fixture replay, sync plans) run over: the shipped
// connectors/ and tests/kinds/, synthetic kinds that use the documented features no shipped kind uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, type EngineOptions } from '../../engine/index.ts';

export const testKindsDir = join(import.meta.dirname, '..', 'kinds');

const testKinds = new Set(
  readdirSync(testKindsDir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, '')),
);

/** Every kind the generic tests cover, sorted. */
export const suiteKinds = (): string[] => [...createEngine().kinds(), ...testKinds].sort();

/** An engine that serves `kind`, from whichever folder holds it. */
export const engineFor = (kind: string, opts: EngineOptions = {}) =>
  createEngine({ ...opts, ...(testKinds.has(kind) ? { connectorsDir: testKindsDir } : {}) });
