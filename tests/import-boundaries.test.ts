// The layout's rules, checked on every run (dependency-cruiser, rules in .dependency-cruiser.cjs):
// engine/ imports nothing built on it, server/ and mcp/ reach the engine only through its public
// entry, scripts/ the server only through its declared entries, client/ stands alone, nothing
// imports tests/, and no module imports itself back at run time.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

it('every folder keeps its import boundaries and there is no import cycle', async () => {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ['engine', 'server', 'mcp', 'scripts', 'client', 'types', 'tests'],
      {
        ruleSet: { forbidden: config.forbidden },
        ...config.options,
        validate: true,
      },
    );
    const output = result.output as {
      summary: {
        violations: { rule: { name: string }; from: string; to: string }[];
        totalCruised: number;
      };
    };
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual(
      [],
    );
    expect(output.summary.totalCruised).toBeGreaterThan(300);
  } finally {
    process.chdir(cwd);
  }
}, 120_000);
