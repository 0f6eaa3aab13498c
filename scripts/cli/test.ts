// connector-engine test [kind...] [--connectors DIRS] [--fixtures DIR]: replays kinds' fixture cases
// against a strict local fake vendor (the suite's replay, engine/replay/), one line per case and the
// differences of a failing one; exit 1 on any failure or any entity action without a passing case.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CaseOutcome } from '../../engine/replay/replay.ts';
import { exit, usage } from './io.ts';
import { folders, kindNames, requireKind } from './kinds.ts';

export interface TestOptions {
  connectors?: string;
  fixtures?: string;
  quiet?: boolean;
}

/** Fixtures live in tests/fixtures beside the (last) manifest folder unless --fixtures says otherwise. */
export function fixturesFolder(dirs: string[], given?: string): string {
  return given ? resolve(given) : resolve(dirs.at(-1)!, '../tests/fixtures');
}

/** Replays and prints; resolves to the number of failures (cases and uncovered actions). */
export async function replayAndReport(
  kinds: string[],
  dirs: string[],
  fixturesDir: string,
  quiet = false,
): Promise<number> {
  const { replayKinds } = await import('../../engine/replay/replay.ts');
  const started = performance.now();
  const print = (o: CaseOutcome) => {
    if (!o.problems.length) {
      if (!quiet) process.stdout.write(`ok    ${o.kind} ${o.entity}.${o.action}: ${o.name}\n`);
      return;
    }
    process.stdout.write(`FAIL  ${o.kind} ${o.entity}.${o.action}: ${o.name}  (${o.file})\n`);
    for (const p of o.problems) process.stdout.write(`${p.replace(/^/gm, '        ')}\n`);
  };
  const { outcomes, uncovered } = await replayKinds(kinds, {
    connectorsDir: dirs,
    fixturesDir,
    onCase: print,
  });
  for (const [kind, actions] of Object.entries(uncovered))
    for (const a of actions)
      process.stdout.write(
        `FAIL  ${kind} ${a}: no case expects success (add one to ${join(fixturesDir, kind, `${a.split('.')[0]}.yaml`)})\n`,
      );
  const failed = outcomes.filter((o) => o.problems.length).length;
  const missing = Object.values(uncovered).flat().length;
  process.stderr.write(
    `${outcomes.length - failed} passed, ${failed} failed, ${missing} action(s) without a case; ${kinds.join(', ')} in ${Math.round(performance.now() - started)} ms\n`,
  );
  return failed + missing;
}

export async function testCommand(kinds: string[], opts: TestOptions): Promise<never> {
  const dirs = await folders(opts.connectors, 'test');
  const fixturesDir = fixturesFolder(dirs, opts.fixtures);
  if (!existsSync(fixturesDir))
    return usage(`no fixtures folder at ${fixturesDir}; name one with --fixtures DIR.`, 'test');
  for (const k of kinds) await requireKind(k, dirs, 'test');
  // by default every kind of the folders that has fixtures
  const chosen = kinds.length
    ? kinds
    : kindNames(dirs).filter((k) => existsSync(join(fixturesDir, k)));
  const none = chosen.filter((k) => !existsSync(join(fixturesDir, k)));
  if (!chosen.length || none.length)
    return usage(
      `no fixtures for ${none.length ? none.join(', ') : 'any kind'} in ${fixturesDir} (connector-engine record writes them).`,
      'test',
    );
  try {
    return exit((await replayAndReport(chosen, dirs, fixturesDir, opts.quiet)) ? 1 : 0);
  } catch (err) {
    process.stderr.write(`connector-engine: ${(err as Error).message}\n`);
    return exit(1);
  }
}
