// apps and oauth commands: changes to the service's data folder (DATA_DIR, default ./data). They say
// which folder they use, and never create a database and master key silently: a folder without a
// database needs `apps create --init` (or the service's first start, which initialises it).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../server/db/open.ts';
import { failed, finish, usage } from './io.ts';

export const DB_FILE = 'connector-engine.db';

/** Runs a change on DATA_DIR's database; a string answer is an error message. */
async function withData<T>(work: (db: Db) => T, init = false): Promise<T> {
  const dir = resolve(process.env.DATA_DIR ?? './data');
  const fresh = !existsSync(join(dir, DB_FILE));
  if (fresh && !init) {
    return failed(
      `no data folder at ${dir} (no ${DB_FILE}). Set DATA_DIR to the service's data folder, or create a new one (database and, without CONNECTOR_ENGINE_MASTER_KEY, a master key) with \`connector-engine apps create --init --org NAME\`.`,
    );
  }
  process.stderr.write(`connector-engine: ${fresh ? 'initialising a new' : 'using'} data folder ${dir}\n`);
  const { configFromEnv, openDataDir } = await import('../../server/main.ts');
  let data: ReturnType<typeof openDataDir>;
  try {
    data = openDataDir(configFromEnv());
  } catch (err) {
    return failed((err as Error).message);
  }
  try {
    return work(data.db);
  } finally {
    data.close();
  }
}

export async function appsCommand(sub: 'create' | 'grant' | 'list' | 'rotate' | 'revoke', opts: { org?: string; clientId?: string; init?: boolean }): Promise<never> {
  const accounts = await import('../../server/accounts.ts');
  const { org, clientId } = opts;
  const out = await withData((db) => {
    if (sub === 'create') return accounts.createApplication(db, org!);
    if (sub === 'list') return accounts.listApplications(db, org) ?? `no organisation '${org}'`;
    const found = sub === 'grant' ? accounts.grantOrganization(db, clientId!, org!) : sub === 'revoke' ? accounts.revokeApplication(db, clientId!) : accounts.rotateApplication(db, clientId!);
    if (found === 'revoked') return `application '${clientId}' is revoked; create a new one`;
    return found ?? `no application '${clientId}'`;
  }, opts.init);
  return finish(out);
}

export async function originsCommand(sub: 'list' | 'add' | 'remove', origin: string | undefined, opts: { org: string }): Promise<never> {
  if (sub !== 'list' && !origin) return usage(`oauth origins ${sub} needs an ORIGIN (scheme://host[:port]).`, `oauth origins ${sub}`);
  const { findOrganization } = await import('../../server/accounts.ts');
  const { parseOrigin, RedirectOrigins } = await import('../../server/redirect-origins.ts');
  const parsed = origin ? parseOrigin(origin) : undefined;
  if (parsed && 'problem' in parsed) return usage(`origin ${parsed.problem}.`, `oauth origins ${sub}`);
  const out = await withData((db) => {
    const organizationId = findOrganization(db, opts.org);
    if (!organizationId) return `no organisation '${opts.org}'`;
    const origins = new RedirectOrigins(db, []);
    const normalised = parsed && 'origin' in parsed ? parsed.origin : '';
    if (sub === 'add') origins.add(organizationId, normalised);
    if (sub === 'remove' && !origins.remove(organizationId, normalised)) return `'${normalised}' is not in the list of '${opts.org}'`;
    return origins.list(organizationId);
  });
  return finish(out);
}
