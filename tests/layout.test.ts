// The code's layout, checked on every run: formatted, linted and imports organised as biome.json says
// (`npm run format` fixes what Biome can; warnings fail too), and small files under engine/ and
// server/ (250 lines at the most, generated types aside).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

it('is formatted and lint-clean, imports organised (npm run format)', async () => {
  const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');
  const out = await new Promise<{ code: number; text: string }>((done) => {
    execFile(
      process.execPath,
      [biome, 'check', '--error-on-warnings', '--max-diagnostics=20', '.'],
      { cwd: root, maxBuffer: 8 << 20 },
      (err, stdout, stderr) =>
        done({
          code: err ? Number((err as { code?: number }).code ?? 1) : 0,
          text: stdout + stderr,
        }),
    );
  });
  expect(out.code, out.text.slice(0, 4000)).toBe(0);
}, 60_000);

it('keeps every file under engine/ and server/ at 250 lines or fewer (generated types aside)', () => {
  const long: string[] = [];
  for (const dir of ['engine', 'server']) {
    for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|mts|mjs)$/.test(file) || file.endsWith('.gen.ts')) continue;
      const lines = readFileSync(join(root, dir, file), 'utf8').split('\n').length - 1;
      if (lines > 250) long.push(`${dir}/${file}: ${lines}`);
    }
  }
  expect(long).toEqual([]);
});
