// The code's layout, checked on every run: formatted, linted and imports organised as biome.json says
// (`npm run format` fixes what Biome can; warnings fail too; in engine/ and server/ the linter also
// holds cognitive complexity to 15), and no function in engine/ or server/ over 60 lines
// (generated types aside).
//
// Temporary allowances, which must shrink to empty: files biome.json's second override exempts from
// the complexity rule, and the long functions below. Both were listed when the rules came in (the
// 250-line file rule they replace let them grow); a function split or simplified comes off its list.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { longFunctions } from './support/long-functions.ts';

const root = join(import.meta.dirname, '..');
const MAX_FUNCTION_LINES = 60;

/** `file:function` over 60 lines, allowed for now. */
const LONG_FUNCTIONS_ALLOWED = [
  'engine/replay/run-case.ts:runCase', // moved from tests/support with the replay
  // in files other branches were changing when the rule came in
  'engine/map/jsonata-compile.ts:compileCore',
  // this rule's own backlog
  'engine/request/render.ts:renderRequest',
  'engine/context-store/tables.ts:makeEntityTable',
  'engine/context-store/pg/tables.ts:ensurePgEntityTable',
  'engine/context-store/pg/write.ts:writePage',
  'server/config.ts:configFromEnv',
  'server/main.ts:startServer',
  'server/openapi/document.ts:openApiDocument',
  'server/openapi/kinds.ts:addKind',
  'server/openapi/paths-connectors.ts:connectorPaths',
  'server/openapi/paths-ops.ts:opsPaths',
];

function biome(args: string[]): Promise<{ code: number; text: string }> {
  const bin = join(root, 'node_modules/@biomejs/biome/bin/biome');
  return new Promise((done) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, maxBuffer: 8 << 20 },
      (err, stdout, stderr) =>
        done({
          code: err ? Number((err as { code?: number }).code ?? 1) : 0,
          text: stdout + stderr,
        }),
    );
  });
}

it('is formatted and lint-clean, imports organised (npm run format)', async () => {
  const out = await biome(['check', '--error-on-warnings', '--max-diagnostics=20', '.']);
  expect(out.code, out.text.slice(0, 4000)).toBe(0);
}, 60_000);

it(`has no function over ${MAX_FUNCTION_LINES} lines in engine/ or server/`, () => {
  const long = longFunctions(root, ['engine', 'server'], MAX_FUNCTION_LINES);
  const named = long.map((l) => l.replace(/ \(\d+ lines\)$/, ''));
  expect(long.filter((_, i) => !LONG_FUNCTIONS_ALLOWED.includes(named[i]!))).toEqual([]);
  // an allowed function that is short now comes off the list
  expect(LONG_FUNCTIONS_ALLOWED.filter((f) => !named.includes(f))).toEqual([]);
});
