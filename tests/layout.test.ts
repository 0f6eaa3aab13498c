// The code's layout, checked on every run: formatted, linted and imports organised as biome.json says
// (`npm run format` fixes what Biome can; warnings fail too; in engine/ and server/ the linter also
// holds cognitive complexity to 15), and no function in engine/ or server/ over 60 lines
// (generated types aside). No exemptions: a function that grows past either limit is split.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { exportedNames } from './support/entry-names.ts';
import { longFunctions } from './support/long-functions.ts';
import { nestedHooks } from './support/nested-hooks.ts';
import { spreadsThenFields } from './support/spread-then-fields.ts';

const root = join(import.meta.dirname, '..');
const MAX_FUNCTION_LINES = 60;

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
  expect(longFunctions(root, ['engine', 'server'], MAX_FUNCTION_LINES)).toEqual([]);
});

// The modules every hosted execute and engine call runs through, page by page.
const HOT_PATH = [
  'engine/fetch-page.ts',
  'engine/http/exchange.ts',
  'engine/http/undici.ts',
  'engine/map/decode.ts',
  'engine/map/response.ts',
  'engine/paginate/next-metadata.ts',
  'engine/paginate/walk.ts',
  'engine/params/preconditions.ts',
  'engine/params/prepare.ts',
  'engine/pipeline/act.ts',
  'engine/pipeline/compose.ts',
  'engine/pipeline/judge.ts',
  'engine/pipeline/send.ts',
  'engine/request/render.ts',
  'server/execution-log-call.ts',
  'server/middleware/request-id.ts',
  'server/middleware/request-log.ts',
  'server/middleware/require-token.ts',
  'server/request.ts',
  'server/routes/execute.ts',
  'server/routes/proxy.ts',
];

it('builds no object on the call path with a spread followed by more fields (slow on Node 20)', () => {
  expect(spreadsThenFields(root, HOT_PATH)).toEqual([]);
  // the check finds them: a literal of each form in a module that keeps some
  expect(spreadsThenFields(root, ['engine/map/rules.ts']).length).toBeGreaterThan(0);
});

it('registers no vitest hook inside a test or another hook (vitest never runs one, so what it closes stays open)', () => {
  const files = readdirSync(join(root, 'tests'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `tests/${f}`);
  expect(nestedHooks(root, files)).toEqual([]);
  // the check finds one: a hook inside beforeAll, in a file of its own
  const probe = mkdtempSync(join(tmpdir(), 'nested-hooks-'));
  writeFileSync(
    join(probe, 'probe.test.ts'),
    'beforeAll(() => { afterAll(() => 1); });\nit.each([1])("x", () => { afterEach(() => 1); });\n',
  );
  expect(nestedHooks(probe, ['probe.test.ts'])).toEqual([
    'probe.test.ts:1: afterAll inside beforeAll',
    'probe.test.ts:2: afterEach inside it',
  ]);
});

it("keeps the engine's public entry at 30 names at most (docs/library.md lists them)", () => {
  const names = exportedNames(root, 'engine/index.ts');
  expect(names.length, names.join(', ')).toBeLessThanOrEqual(30);
  expect(names).toContain('createEngine');
});
