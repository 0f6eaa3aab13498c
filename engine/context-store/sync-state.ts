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
  /** When a run of the entity last finished without failing. */
  last_success: string | null;
  /** When a run last failed, and why (kept after later successes, unlike last_error). */
  last_failure: string | null;
  last_failure_error: string | null;
  /** Records the last finished run added, changed and marked deleted. */
  last_added: number;
  last_updated: number;
  last_deleted: number;
  /** When a complete walk (one that marks unseen records deleted) last finished. */
  last_full_walk: string | null;
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
    last_success: (row.last_success as string) ?? null,
    last_failure: (row.last_failure as string) ?? null,
    last_failure_error: (row.last_failure_error as string) ?? null,
    last_added: Number(row.last_added ?? 0),
    last_updated: Number(row.last_updated ?? 0),
    last_deleted: Number(row.last_deleted ?? 0),
    last_full_walk: (row.last_full_walk as string) ?? null,
  };
}
