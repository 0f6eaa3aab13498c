// Manifest size per entity-action: for each kind, the lines of connectors/<kind>.yaml, its
// entity-actions (every action `connector-engine describe KIND --json` lists, context_store_search
// included) and their ratio; then the same for the nine original kinds together and for all kinds.
// Usage: npx tsx scripts/manifest-lines.ts [connectors-folder]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFolder, describeKind } from '../engine/index.ts';

const NINE = [
  'stripe',
  'jira',
  'asana',
  'hubspot',
  'amazon-seller-partner',
  'monday',
  'greenhouse',
  'paypal-transaction',
  'notion',
];
const dir = process.argv[2] ?? new URL('../connectors', import.meta.url).pathname;
const { plans, problems } = compileFolder(dir);
if (problems.length)
  process.stderr.write(
    `${problems.length} problem(s) while compiling; kinds that do not compile are left out\n`,
  );

const rows = [...plans.values()]
  .map((plan) => {
    const lines = readFileSync(join(dir, `${plan.kind}.yaml`), 'utf8').split('\n').length - 1;
    const actions = describeKind(plan).entities.reduce((n, e) => n + e.actions.length, 0);
    return { kind: plan.kind, lines, actions };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind));

const row = (name: string, lines: number, actions: number) =>
  `${name.padEnd(24)} ${String(lines).padStart(6)} ${String(actions).padStart(8)} ${(lines / actions).toFixed(2).padStart(9)}`;
const sum = (rs: typeof rows) =>
  [rs.reduce((n, r) => n + r.lines, 0), rs.reduce((n, r) => n + r.actions, 0)] as const;

const out = [
  `${'kind'.padEnd(24)} ${'lines'.padStart(6)} ${'actions'.padStart(8)} ${'per action'.padStart(9)}`,
];
for (const r of rows) out.push(row(r.kind, r.lines, r.actions));
const nine = rows.filter((r) => NINE.includes(r.kind));
out.push(row(`the nine (${nine.length})`, ...sum(nine)), row(`all (${rows.length})`, ...sum(rows)));
process.stdout.write(`${out.join('\n')}\n`);
