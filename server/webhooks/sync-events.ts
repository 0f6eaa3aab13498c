// The sync.finished and sync.failed events of a sync run: per entity its state and counts. The store
// upserts records by id: `added` is the growth of the entity's copy, `updated` the records received
// that were there already, `deleted` what the run removed (a sync never removes records yet: 0).
import type { SyncState } from '../../engine/index.ts';

export interface SyncEnded {
  type: 'sync.finished' | 'sync.failed';
  data: Record<string, unknown>;
}

export function syncEnded(
  ran: SyncState[],
  before: Map<string, number>,
  received: Map<string, number>,
  error?: string,
): SyncEnded {
  const entities = ran.map((st) => {
    const added = Math.max(0, st.records - (before.get(st.entity) ?? 0));
    return {
      entity: st.entity,
      state: st.state,
      records: st.records,
      added,
      updated: Math.max(0, (received.get(st.entity) ?? 0) - added),
      deleted: 0,
      ...(st.state === 'failed' ? { error: st.last_error } : {}),
    };
  });
  const failed = !!error || entities.some((e) => e.state === 'failed');
  return {
    type: failed ? 'sync.failed' : 'sync.finished',
    data: { entities, ...(error ? { error } : {}) },
  };
}
