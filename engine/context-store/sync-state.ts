// The sync state of one connector's entity as stored in cs_sync_state, and as callers see it.

export interface SyncState {
  connector_id: string;
  entity: string;
  state: 'idle' | 'running' | 'done' | 'failed';
  records: number;
  last_started: string | null;
  last_finished: string | null;
  last_error: string | null;
  checkpoint: unknown;
  since: unknown;
  /** What the last run skipped without failing (a parent the vendor refused), newest run only. */
  warnings: SyncWarning[];
}

/** A parent whose walk was skipped (its answer was one of sync.parents.skip_status). */
export interface SyncWarning {
  parent: string;
  status: number;
  message: string;
}

/** Columns holding JSON text. */
export const JSON_STATE_COLUMNS = new Set(['checkpoint', 'since', 'warnings']);

export function toState(row: Record<string, unknown>): SyncState {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);
  return {
    connector_id: row.connector_id as string,
    entity: row.entity as string,
    state: row.state as SyncState['state'],
    records: row.records as number,
    last_started: (row.last_started as string) ?? null,
    last_finished: (row.last_finished as string) ?? null,
    last_error: (row.last_error as string) ?? null,
    checkpoint: parse(row.checkpoint),
    since: parse(row.since),
    warnings: parse(row.warnings) ?? [],
  };
}
