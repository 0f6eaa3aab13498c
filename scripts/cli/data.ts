// apps and oauth commands: changes to the service's data folder (DATA_DIR, default ./data), or to its
// PostgreSQL database with DATABASE_URL (the master key still from DATA_DIR or the environment). They
// say which they use, and never create a database and master key silently: a folder without a
// database (or key) needs `apps create --init` (or the service's first start, which initialises it).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../server/db/open.ts';
import { exit, failed, finish, usage } from './io.ts';

const DB_FILE = 'connector-engine.db'; // server/data-dir.ts's, not imported: the CLI loads the server only when it needs it

type DataDir = Awaited<ReturnType<typeof import('../../server/main.ts')['openDataDir']>>;

/** Runs a change on DATA_DIR's database; a string answer is an error message. */
export async function withData<T>(
  work: (db: Db, data: DataDir) => Promise<T>,
  init = false,
): Promise<T> {
  const dir = resolve(process.env.DATA_DIR ?? './data');
  const postgres = !!process.env.DATABASE_URL;
  const fresh = postgres
    ? !process.env.CONNECTOR_ENGINE_MASTER_KEY && !existsSync(join(dir, 'master.key'))
    : !existsSync(join(dir, DB_FILE));
  if (fresh && !init && postgres) {
    return failed(
      `no master key: set CONNECTOR_ENGINE_MASTER_KEY or DATA_DIR (${dir} has no master.key) as the service has them, or initialise with \`connector-engine apps create --init --org NAME\`.`,
    );
  }
  if (fresh && !init) {
    return failed(
      `no data folder at ${dir} (no ${DB_FILE}). Set DATA_DIR to the service's data folder, or create a new one (database and, without CONNECTOR_ENGINE_MASTER_KEY, a master key) with \`connector-engine apps create --init --org NAME\`.`,
    );
  }
  process.stderr.write(
    `connector-engine: ${fresh ? 'initialising a new' : 'using'} data folder ${dir}${postgres ? ' and the PostgreSQL database of DATABASE_URL' : ''}\n`,
  );
  const { configFromEnv, openDataDir } = await import('../../server/main.ts');
  let data: DataDir;
  try {
    data = await openDataDir(configFromEnv());
  } catch (err) {
    return failed((err as Error).message);
  }
  try {
    return await work(data.db, data);
  } finally {
    await data.close();
  }
}

export async function appsCommand(
  sub: 'create' | 'grant' | 'list' | 'rotate' | 'revoke',
  opts: { org?: string; clientId?: string; init?: boolean; createOrg?: boolean },
): Promise<never> {
  const accounts = await import('../../server/accounts.ts');
  const { org, clientId } = opts;
  const out = await withData(async (db) => {
    if (sub === 'create') return accounts.createApplication(db, org!);
    if (sub === 'list')
      return (await accounts.listApplications(db, org)) ?? `no organisation '${org}'`;
    // a mistyped name must not quietly make a new, empty organisation
    if (sub === 'grant' && !opts.createOrg && !(await accounts.findOrganization(db, org!)))
      return `no organisation '${org}'; --create-org creates it`;
    const found = await (sub === 'grant'
      ? accounts.grantOrganization(db, clientId!, org!)
      : sub === 'revoke'
        ? accounts.revokeApplication(db, clientId!)
        : accounts.rotateApplication(db, clientId!));
    if (found === 'revoked') return `application '${clientId}' is revoked; create a new one`;
    return found ?? `no application '${clientId}'`;
  }, opts.init);
  return finish(out);
}

/** apps proxy-write: the application's proxy_write grant in an organisation, on or (--off) off. */
export async function proxyWriteCommand(opts: {
  clientId: string;
  org: string;
  off?: boolean;
}): Promise<never> {
  const { findOrganization } = await import('../../server/accounts.ts');
  const { setProxyWrite } = await import('../../server/proxy-grants.ts');
  const out = await withData(async (db) => {
    const organizationId = await findOrganization(db, opts.org);
    if (!organizationId) return `no organisation '${opts.org}'`;
    return (
      (await setProxyWrite(db, opts.clientId, organizationId, !opts.off)) ??
      `application '${opts.clientId}' is not granted organisation '${opts.org}' (apps grant)`
    );
  });
  return finish(out);
}

export async function originsCommand(
  sub: 'list' | 'add' | 'remove',
  origin: string | undefined,
  opts: { org: string },
): Promise<never> {
  if (sub !== 'list' && !origin)
    return usage(
      `oauth origins ${sub} needs an ORIGIN (scheme://host[:port]).`,
      `oauth origins ${sub}`,
    );
  const { findOrganization } = await import('../../server/accounts.ts');
  const { parseOrigin, RedirectOrigins } = await import('../../server/redirect-origins.ts');
  const parsed = origin ? parseOrigin(origin) : undefined;
  if (parsed && 'problem' in parsed)
    return usage(`origin ${parsed.problem}.`, `oauth origins ${sub}`);
  const out = await withData(async (db) => {
    const organizationId = await findOrganization(db, opts.org);
    if (!organizationId) return `no organisation '${opts.org}'`;
    const origins = new RedirectOrigins(db, []);
    const normalised = parsed && 'origin' in parsed ? parsed.origin : '';
    if (sub === 'add') await origins.add(organizationId, normalised);
    if (sub === 'remove' && !(await origins.remove(organizationId, normalised)))
      return `'${normalised}' is not in the list of '${opts.org}'`;
    return origins.list(organizationId);
  });
  return finish(out);
}

/** audit export: an organisation's audit trail, oldest first, as JSON lines or CSV on stdout. */
export async function auditCommand(opts: {
  org: string;
  format: string;
  since?: string;
  until?: string;
}): Promise<never> {
  if (opts.format !== 'jsonl' && opts.format !== 'csv')
    return usage(`--format is jsonl or csv, not '${opts.format}'.`, 'audit export');
  for (const d of [opts.since, opts.until])
    if (d !== undefined && Number.isNaN(Date.parse(d)))
      return usage(`'${d}' is not a date such as 2026-11-28T10:00:00Z.`, 'audit export');
  const { findOrganization } = await import('../../server/accounts.ts');
  const { AuditTrail } = await import('../../server/audit.ts');
  const out = await withData(async (db) => {
    const organizationId = await findOrganization(db, opts.org);
    if (!organizationId) return `no organisation '${opts.org}'`;
    const rows = [];
    const trail = new AuditTrail(db);
    const range = {
      ...(opts.since ? { since: new Date(opts.since).toISOString() } : {}),
      ...(opts.until ? { until: new Date(opts.until).toISOString() } : {}),
    };
    for (let cursor: string | null | undefined; cursor !== null; ) {
      const page = await trail.list(organizationId, {
        limit: 200,
        ...range,
        ...(cursor ? { cursor } : {}),
      });
      rows.push(...page.data);
      cursor = page.next_cursor;
    }
    return rows.reverse();
  });
  if (typeof out === 'string') return failed(out);
  const csv = (v: unknown) => {
    const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const columns = ['id', 'at', 'actor', 'action', 'target', 'request_id', 'changes'] as const;
  const lines =
    opts.format === 'jsonl'
      ? out.map((r) => JSON.stringify(r))
      : [columns.join(','), ...out.map((r) => columns.map((k) => csv(r[k])).join(','))];
  process.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');
  return exit(0);
}
