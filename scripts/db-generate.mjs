// npm run db:generate: the migrations of both dialects from their schemas (server/db/schema.ts for
// SQLite, schema-pg.ts for PostgreSQL), each in its folder under server/db/migrations. drizzle-kit
// writes PostgreSQL references as "public"."table"; they are unqualified here so that the tables can
// live in any schema (the connection's search_path: tests give each data folder its own).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', 'generate', ...args, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
kit(
  '--dialect',
  'sqlite',
  '--schema',
  'server/db/schema.ts',
  '--out',
  'server/db/migrations/sqlite',
);
kit(
  '--dialect',
  'postgresql',
  '--schema',
  'server/db/schema-pg.ts',
  '--out',
  'server/db/migrations/pg',
);
const pg = join(root, 'server/db/migrations/pg');
for (const f of readdirSync(pg).filter((f) => f.endsWith('.sql'))) {
  const text = readFileSync(join(pg, f), 'utf8');
  const fixed = text.replaceAll('"public".', '');
  if (fixed !== text) writeFileSync(join(pg, f), fixed);
}
