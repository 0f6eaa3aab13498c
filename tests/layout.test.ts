// The code's layout, checked on every run: formatted, linted and imports organised as biome.json says
// (`npm run format` fixes what Biome can; warnings fail too; in engine/ and server/ the linter also
// holds cognitive complexity to 15), and no function in engine/ or server/ over 60 lines
// (generated types aside). No exemptions: a function that grows past either limit is split.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { longFunctions } from './support/long-functions.ts';

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
