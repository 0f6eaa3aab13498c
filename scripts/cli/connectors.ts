// connectors sync-settings: a stored connector's own sync settings in the data folder (DATA_DIR, or
// DATABASE_URL), as PATCH /api/v1/integrations/connectors/{id} with `sync` changes them: its interval,
// paused or not, its entities, its reconciliation. Prints the settings after the change.
import { withData } from './data.ts';
import { finish, usage } from './io.ts';

export interface SyncSettingsOptions {
  org: string;
  interval?: string;
  pause?: boolean;
  resume?: boolean;
  entities?: string;
  reconcileEvery?: string;
}

/** The change the options ask for: 'default' (or 'all' for entities) sets a field back (null). */
function requested(opts: SyncSettingsOptions): Record<string, unknown> | string {
  const seconds = (v: string, name: string) =>
    v === 'default'
      ? null
      : /^\d{1,9}$/.test(v)
        ? Number(v)
        : `--${name}: seconds or default, not '${v}'`;
  const change: Record<string, unknown> = {};
  if (opts.pause && opts.resume) return '--pause and --resume together';
  if (opts.pause || opts.resume) change.paused = !!opts.pause;
  if (opts.interval !== undefined) change.interval_seconds = seconds(opts.interval, 'interval');
  if (opts.reconcileEvery !== undefined)
    change.reconcile_every_seconds = seconds(opts.reconcileEvery, 'reconcile-every');
  if (opts.entities !== undefined)
    change.entities =
      opts.entities === 'all' ? null : opts.entities.split(',').map((e) => e.trim());
  const bad = Object.values(change).find((v) => typeof v === 'string');
  return typeof bad === 'string' ? bad : change;
}

export async function syncSettingsCommand(id: string, opts: SyncSettingsOptions): Promise<never> {
  const change = requested(opts);
  if (typeof change === 'string') return usage(change, 'connectors sync-settings');
  const { and, eq } = await import('drizzle-orm');
  const { findOrganization } = await import('../../server/accounts.ts');
  const { changedSyncSettings, syncSettingsView } = await import('../../server/connector-sync.ts');
  const { createEngine } = await import('../../engine/index.ts');
  const { configFromEnv } = await import('../../server/main.ts');
  const out = await withData(async (db) => {
    const org = await findOrganization(db, opts.org);
    if (!org) return `no organisation '${opts.org}'`;
    const { connectors } = db.t;
    const scoped = and(eq(connectors.id, id), eq(connectors.organizationId, org));
    const row = (await db.orm.select().from(connectors).where(scoped))[0];
    if (!row) return `no connector '${id}' in organisation '${opts.org}'`;
    const dirs = configFromEnv().connectorsDir;
    const plan = createEngine(dirs ? { connectorsDir: dirs } : {}).plan(row.connectorType);
    try {
      const next = changedSyncSettings(plan, row.syncSettings, change);
      await db.orm.update(connectors).set({ syncSettings: next }).where(scoped);
      return { id, sync: syncSettingsView(next) };
    } catch (err) {
      return (err as Error).message; // names the field and what was expected
    }
  });
  return finish(out);
}
