// Replays kinds' fixture cases through a real engine against the strict fake vendor on 127.0.0.1:
// what `connector-engine test` and `lint --fixtures` run, with the same case runner as the suite.
import { createEngine, type Engine } from '../engine.ts';
import { FakeUpstream } from './fake-upstream.ts';
import { type KindFixtures, loadKindFixtures } from './fixtures.ts';
import { runCase } from './run-case.ts';

export interface CaseOutcome {
  kind: string;
  entity: string;
  action: string;
  name: string;
  /** Where the case is written. */
  file: string;
  /** Every way the run differed from the case; empty when it passed. */
  problems: string[];
}

/** Entity actions of the kind with no case that expects success (each action needs one). */
export function uncoveredActions(engine: Engine, fixtures: KindFixtures): string[] {
  const covered = new Set(
    fixtures.files.flatMap((f) =>
      f.cases.filter((c) => !c.expect.error).map((c) => `${f.entity}.${c.action}`),
    ),
  );
  return [...engine.plan(fixtures.kind).entities.values()]
    .flatMap((e) => [...e.actions.keys()].map((a) => `${e.name}.${a}`))
    .filter((k) => !covered.has(k));
}

export async function replayKinds(
  kinds: string[],
  opts: {
    connectorsDir?: string | string[];
    fixturesDir: string;
    onCase?: (o: CaseOutcome) => void;
  },
): Promise<{ outcomes: CaseOutcome[]; uncovered: Record<string, string[]> }> {
  const fake = new FakeUpstream();
  const origin = await fake.start();
  const outcomes: CaseOutcome[] = [];
  const uncovered: Record<string, string[]> = {};
  try {
    const engine = createEngine({
      ...(opts.connectorsDir ? { connectorsDir: opts.connectorsDir } : {}),
      upstreams: Object.fromEntries(kinds.map((k) => [k, origin])),
      http: { backoffMs: 1, maxRetryAfterMs: 50 },
    });
    for (const kind of kinds) {
      const fixtures = loadKindFixtures(kind, opts.fixturesDir);
      for (const file of fixtures.files)
        for (const c of file.cases) {
          const problems = await runCase(engine, fake, fixtures, file.entity, c).catch(
            (err: Error) => [`the case could not run: ${err.message}`],
          );
          const o = {
            kind,
            entity: file.entity,
            action: c.action,
            name: c.name,
            file: file.file,
            problems,
          };
          outcomes.push(o);
          opts.onCase?.(o);
        }
      const missing = uncoveredActions(engine, fixtures);
      if (missing.length) uncovered[kind] = missing;
    }
  } finally {
    await fake.stop();
  }
  return { outcomes, uncovered };
}
