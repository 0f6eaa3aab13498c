// A library user installs the engine, not the service: the service's packages (web framework, docs
// page, database drivers, logging, metrics, MCP) are optional peers, which npm leaves out of a
// consumer's install, and devDependencies at the same version, which `npm ci` here installs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
const SERVICE = [
  '@hono/node-server',
  '@modelcontextprotocol/sdk',
  '@scalar/api-reference',
  '@scalar/hono-api-reference',
  'better-sqlite3',
  'drizzle-orm',
  'hono',
  'pg',
  'pg-copy-streams',
  'pino',
  'prom-client',
  'zod',
];

it('keeps the service packages out of a library install, and in this repository', () => {
  expect(Object.keys(pkg.dependencies).filter((d) => SERVICE.includes(d))).toEqual([]);
  for (const name of [...SERVICE, 'json-schema-to-typescript']) {
    expect(pkg.peerDependenciesMeta[name], name).toEqual({ optional: true });
    expect(pkg.peerDependencies[name].replace(/^[~^]/, ''), name).toBe(pkg.devDependencies[name]);
  }
});
