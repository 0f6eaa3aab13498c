// A connector's own sync settings (PATCH .../connectors/{id} with `sync`): its interval, whether it is
// paused, which entities sync, how often an incremental entity is walked in full. The request's
// shape and bounds are checked by the API schema (patchConnector.sync); the entity names against the
// kind here. Kept apart from the scheduler so the stored row's type has no dependencies.
import { checkSyncEntities, EngineError, type KindPlan } from '../engine/index.ts';
import { ApiError } from './errors.ts';

export interface ConnectorSyncSettings {
  /** Seconds between syncs of this connector (absent: the service's interval). */
  interval_seconds?: number | null;
  paused?: boolean | null;
  /** Only these entities sync on the interval (absent: all). */
  entities?: string[] | null;
  /** An incremental entity walks in full when its last full walk is older (absent: the kind's default). */
  reconcile_every_seconds?: number | null;
}

/** The settings as GET shows them: every field, null where the default applies. */
export interface SyncSettingsView {
  interval_seconds: number | null;
  paused: boolean;
  entities: string[] | null;
  reconcile_every_seconds: number | null;
}

export function syncSettingsView(s: ConnectorSyncSettings | null | undefined): SyncSettingsView {
  return {
    interval_seconds: s?.interval_seconds ?? null,
    paused: s?.paused ?? false,
    entities: s?.entities ?? null,
    reconcile_every_seconds: s?.reconcile_every_seconds ?? null,
  };
}

/**
 * The stored settings after a change: the fields given replace the current ones, a null clears one
 * back to its default. The entity names are checked against the kind (400 naming sync.entities).
 */
export function changedSyncSettings(
  plan: KindPlan,
  current: ConnectorSyncSettings | null | undefined,
  change: object,
): ConnectorSyncSettings | null {
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(change)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  const entities = next.entities as string[] | undefined;
  // the API schema bounds them; the library and the command line reach here too
  checkBounds(next);
  try {
    checkSyncEntities(plan, entities);
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    throw new ApiError(400, err.message, [
      { field: 'sync.entities', message: err.message, error_code: 'unknown_entity' },
    ]);
  }
  if (entities && !entities.length)
    throw new ApiError(400, 'sync.entities must name at least one entity (null: all).', [
      { field: 'sync.entities', message: 'must not be empty', error_code: 'invalid_value' },
    ]);
  return Object.keys(next).length ? (next as ConnectorSyncSettings) : null;
}

/** 409 sync_paused: a manual sync of a paused connector. */
export function pausedError(id: string): ApiError {
  const message = `Connector '${id}' is paused: its syncs do not run. Resume it with PATCH {"sync": {"paused": false}}.`;
  return new ApiError(409, message, [{ field: 'sync.paused', message, error_code: 'sync_paused' }]);
}

const BOUNDS: Record<string, [number, number]> = {
  interval_seconds: [60, 2_592_000],
  reconcile_every_seconds: [3600, 31_536_000],
};

function checkBounds(next: Record<string, unknown>): void {
  for (const [k, [min, max]] of Object.entries(BOUNDS)) {
    const v = next[k];
    if (v === undefined || (Number.isInteger(v) && (v as number) >= min && (v as number) <= max))
      continue;
    const message = `must be an integer from ${min} to ${max} (seconds)`;
    throw new ApiError(400, `sync.${k} ${message}.`, [
      { field: `sync.${k}`, message, error_code: 'out_of_range' },
    ]);
  }
}
