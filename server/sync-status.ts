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
    const st = stored.get(entity);
    const scheduled = !s.settings?.entities || s.settings.entities.includes(entity);
    return {
      entity,
      state: st?.state ?? 'idle',
      records: st?.records ?? 0,
      last_started: st?.last_started ?? null,
      last_finished: st?.last_finished ?? null,
      last_error: st?.last_error ?? null,
      warnings: st?.warnings ?? [],
      last_success: st?.last_success ?? null,
      last_failure: st?.last_failure ?? null,
      last_failure_error: st?.last_failure_error ?? null,
      last_run: {
        added: st?.last_added ?? 0,
        updated: st?.last_updated ?? 0,
        deleted: st?.last_deleted ?? 0,
      },
      high_water_mark: st?.since ?? null,
      last_full_walk: st?.last_full_walk ?? null,
      scheduled,
      paused,
      next_run: scheduled ? next : null,
      running: s.leased && st?.state === 'running',
    };
  });
}
