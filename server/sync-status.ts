// What GET .../connectors/{id}/sync says of each entity: its stored state (the context store's
// cs_sync_state) with the connector's schedule (sync_jobs and its sync settings), so that every
// field tells the truth: a failure is kept after later successes, a paused connector says so, and
// the next run is when the scheduler will ask for it. Apart from the scheduler to keep it short.
import type { SyncState } from '../engine/index.ts';
import type { ConnectorSyncSettings } from './connector-sync.ts';

export interface EntityStatus {
  entity: string;
  state: SyncState['state'];
  /** Records stored now (deleted ones left out). */
  records: number;
  last_started: string | null;
  last_finished: string | null;
  /** The error of the last run, when it failed (null after a success). */
  last_error: string | null;
  warnings: SyncState['warnings'];
  last_success: string | null;
  last_failure: string | null;
  /** Why the last failure failed (kept after later successes). */
  last_failure_error: string | null;
  /** What the last run changed: records added, updated and marked deleted. */
  last_run: { added: number; updated: number; deleted: number };
  /** How far an incremental entity has read (the newest change seen; per parent, an object); null for full walks. */
  high_water_mark: unknown;
  /** When a complete walk last marked unlisted records deleted. */
  last_full_walk: string | null;
  /** Whether the entity syncs on the interval (the connector's sync.entities). */
  scheduled: boolean;
  paused: boolean;
  /** The earliest time the scheduler asks for the next run (null: paused, not scheduled, or no interval). */
  next_run: string | null;
  running: boolean;
}

export function entityStatuses(s: {
  entities: string[];
  stored: SyncState[];
  leased: boolean;
  finishedAt: string | null;
  settings: ConnectorSyncSettings | null;
  intervalMs: number;
  now: number;
}): EntityStatus[] {
  const stored = new Map(s.stored.map((st) => [st.entity, st]));
  const paused = !!s.settings?.paused;
  const next =
    paused || s.intervalMs <= 0
      ? null
      : new Date(s.finishedAt ? Date.parse(s.finishedAt) + s.intervalMs : s.now).toISOString();
  return s.entities.map((entity) => {
    const scheduled = !s.settings?.entities || s.settings.entities.includes(entity);
    return {
      ...storedStatus(stored.get(entity) ?? never(entity)),
      scheduled,
      paused,
      next_run: scheduled ? next : null,
      running: s.leased && stored.get(entity)?.state === 'running',
    };
  });
}

/** The state of an entity that never synced. */
const never = (entity: string): SyncState => ({
  connector_id: '',
  entity,
  state: 'idle',
  records: 0,
  last_started: null,
  last_finished: null,
  last_error: null,
  checkpoint: null,
  since: null,
  warnings: [],
  last_success: null,
  last_failure: null,
  last_failure_error: null,
  last_added: 0,
  last_updated: 0,
  last_deleted: 0,
  last_full_walk: null,
});

/** What the stored state says (its checkpoint, an internal place, left out). */
function storedStatus(st: SyncState) {
  return {
    entity: st.entity,
    state: st.state,
    records: st.records,
    last_started: st.last_started,
    last_finished: st.last_finished,
    last_error: st.last_error,
    warnings: st.warnings,
    last_success: st.last_success,
    last_failure: st.last_failure,
    last_failure_error: st.last_failure_error,
    last_run: { added: st.last_added, updated: st.last_updated, deleted: st.last_deleted },
    high_water_mark: st.since,
    last_full_walk: st.last_full_walk,
  };
}
