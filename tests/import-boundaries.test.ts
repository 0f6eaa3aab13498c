// The layout's rules, checked on every run (dependency-cruiser, rules in .dependency-cruiser.cjs):
// engine/ imports nothing built on it, server/ and mcp/ reach the engine only through its public
// entry, scripts/ the server only through its declared entries, client/ stands alone, nothing
// imports tests/, the plan types are a leaf, and no module imports itself back, type-only imports
// included. No exceptions.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

async function violations(): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ['engine', 'server', 'mcp', 'scripts', 'client', 'types', 'tests'],
      { ruleSet: { forbidden: config.forbidden }, ...config.options, validate: true },
    );
    const output = result.output as {
      summary: {
        violations: { rule: { name: string }; from: string; to: string }[];
        totalCruised: number;
      };
    };
    expect(output.summary.totalCruised).toBeGreaterThan(300);
    return [
      ...new Set(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)),
    ];
  } finally {
    process.chdir(cwd);
  }
}

it('every folder keeps its import boundaries and there is no import cycle', async () => {
  expect(await violations()).toEqual([]);
}, 120_000);
