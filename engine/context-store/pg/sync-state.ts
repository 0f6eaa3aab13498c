// The sync state rows (cs_sync_state) on PostgreSQL: read, changed, and the connectors still
// running; apart from store.ts to keep it short.
import type pg from 'pg';
import { JSON_STATE_COLUMNS, type SyncState, toState } from '../sync-state.ts';
import { q } from '../tables.ts';

const STATE_COLUMNS = new Set([
  'state',
  'records',
  'last_started',
  'last_finished',
  'last_error',
  'checkpoint',
  'since',
  'warnings',
  'last_success',
  'last_failure',
  'last_failure_error',
  'last_added',
  'last_updated',
  'last_deleted',
  'last_full_walk',
]);

export async function state(
  pool: pg.Pool,
  table: string,
  connectorId: string,
  entity: string,
): Promise<SyncState | undefined> {
  const { rows } = await pool.query(
    `SELECT * FROM ${table} WHERE connector_id = $1 AND entity = $2`,
    [connectorId, entity],
  );
  return rows[0] ? toState(rows[0]) : undefined;
}

export async function states(
  pool: pg.Pool,
  table: string,
  connectorId: string,
): Promise<SyncState[]> {
  // entity names are ASCII: "C" orders them as SQLite does
  return (
    await pool.query(`SELECT * FROM ${table} WHERE connector_id = $1 ORDER BY entity COLLATE "C"`, [
      connectorId,
    ])
  ).rows.map(toState);
}

export async function setState(
  pool: pg.Pool,
  table: string,
  connectorId: string,
  entity: string,
  change: Partial<Omit<SyncState, 'connector_id' | 'entity'>>,
): Promise<void> {
  const entries = Object.entries(change).filter(([k]) => STATE_COLUMNS.has(k));
  const sets = entries.map(([k], i) => `${q(k)} = $${i + 4}`);
  const values = entries.map(([k, v]) =>
    JSON_STATE_COLUMNS.has(k) ? JSON.stringify(v ?? null) : v,
  );
  await pool.query(
    `INSERT INTO ${table} (connector_id, entity) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [connectorId, entity],
  );
  await pool.query(
    `UPDATE ${table} SET ${[...sets, 'heartbeat = $3'].join(', ')} WHERE connector_id = $1 AND entity = $2`,
    [connectorId, entity, Date.now(), ...values],
  );
}

export async function runningConnectors(pool: pg.Pool, table: string): Promise<string[]> {
  return (
    await pool.query<{ connector_id: string }>(
      `SELECT DISTINCT connector_id FROM ${table} WHERE state = 'running'`,
    )
  ).rows.map((r) => r.connector_id);
}
