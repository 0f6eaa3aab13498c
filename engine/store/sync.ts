// Sync: pages through an entity's list (the engine's page iterator) and stores every page with its
// checkpoint in one transaction. A sync that fails or is killed resumes from its last checkpoint;
// incremental entities ask only for records changed since the newest change seen; entities that
// need a parent or a date window are walked once per parent record or window. One entity's failure
// (its table, its vendor calls) is recorded on that entity and the others still sync.

import { EngineError } from '../errors.ts';
import type { EntityPlan, KindPlan } from '../manifest/plan.ts';
import type { NextPage, PageSource } from '../paginate/index.ts';
import type { ContextStore, SyncState } from './context-store.ts';
import { failure, readInFull, transformed, untilAborted } from './sync-records.ts';
import { newestOf, renderParams, setPath, syncUnits } from './sync-units.ts';
import type { EntityTable } from './tables.ts';

export interface SyncOptions {
  /** Only these entities (default: every entity with a context-store copy). */
  entities?: string[];
  replication?: Record<string, unknown>;
  /**
   * Stops the sync: the running entity is marked failed with the signal's reason as last_error
   * (an Error's message, e.g. "sync exceeded its budget"), and the entities after it are left as they are.
   */
  signal?: AbortSignal;
  now?: () => Date;
  /** Told after every stored page and when an entity ends (command-line progress). */
  onProgress?: (p: {
    entity: string;
    pages: number;
    records: number;
    state: SyncState['state'];
  }) => void;
}

interface Checkpoint {
  unit: number;
  next: NextPage | null;
  since: unknown;
}

/** Entities in an order where parents come before the entities walked per parent. */
export function syncOrder(plan: KindPlan, only?: string[]): EntityPlan[] {
  const chosen = [...plan.entities.values()].filter(
    (e) => e.sync && (!only || only.includes(e.name)),
  );
  const ordered: EntityPlan[] = [];
  const visit = (e: EntityPlan, trail: Set<string>) => {
    if (ordered.includes(e) || trail.has(e.name)) return;
    const parent = e.sync?.parents?.entity;
    if (parent) visit(plan.entities.get(parent)!, new Set([...trail, e.name]));
    ordered.push(e);
  };
  for (const e of chosen) visit(e, new Set());
  return ordered;
}

export async function syncConnector(
  connector: PageSource,
  plan: KindPlan,
  store: ContextStore,
  connectorId: string,
  opts: SyncOptions = {},
): Promise<SyncState[]> {
  if (opts.entities) {
    const unknown = opts.entities.filter((e) => !plan.entities.get(e)?.sync);
    if (unknown.length) {
      const valid = [...plan.entities.values()].filter((e) => e.sync).map((e) => e.name);
      throw new EngineError(
        'unknown_entity',
        400,
        `No context-store copy for ${unknown.join(', ')}; entities that sync: ${valid.join(', ')}.`,
        { field: 'entities', details: { valid } },
      );
    }
  }
  for (const e of syncOrder(plan, opts.entities)) {
    if (opts.signal?.aborted) break;
    await syncEntity(connector, plan, e, store, connectorId, opts);
  }
  return await store.states(connectorId);
}

/** Syncs one entity; never throws: a failure is recorded on the entity (state failed, last_error). */
async function syncEntity(
  connector: PageSource,
  plan: KindPlan,
  e: EntityPlan,
  store: ContextStore,
  connectorId: string,
  opts: SyncOptions,
): Promise<void> {
  const sync = e.sync!;
  const now = opts.now ?? (() => new Date());
  let t: EntityTable | undefined;
  const seen = { entity: e.name, pages: 0, records: 0 };
  try {
    const previous = await store.state(connectorId, e.name);
    // A run that did not finish (failed, or killed while running) resumes where its checkpoint points.
    const resume =
      previous && previous.state !== 'done' ? (previous.checkpoint as Checkpoint | null) : null;
    const since = previous?.since ?? null;
    await store.setState(connectorId, e.name, {
      state: 'running',
      last_started: now().toISOString(),
      last_error: null,
    });
    t = await store.table(plan, e.name);
    const table = t;
    const units = await syncUnits(sync, plan, store, connectorId, opts.replication ?? {}, now());
    const walk = async (since: unknown, resume: Checkpoint | null): Promise<unknown> => {
      let newest: unknown = resume?.since ?? since;
      for (let u = resume?.unit ?? 0; u < units.length; u++) {
        const params = {
          ...renderParams(
            { ...sync.params, ...units[u]!.partition },
            units[u]!,
            opts.replication ?? {},
          ),
        };
        if (sync.incremental && since !== null && since !== undefined)
          setPath(params, sync.incremental.param, since);
        const start = resume && resume.unit === u && resume.next ? resume.next : undefined;
        const pages = connector.pages(sync.source, sync.action, params, {
          max_pages: Number.MAX_SAFE_INTEGER,
          ...(start ? { start } : {}),
          ...(opts.signal ? { signal: opts.signal } : {}),
        });
        for (
          let step = await untilAborted(pages.next(), opts.signal);
          !step.done;
          step = await untilAborted(pages.next(), opts.signal)
        ) {
          const page = step.value;
          if (sync.detail) page.records = await readInFull(connector, sync, page.records);
          const records = sync.transform
            ? await transformed(sync, page.records, units[u]!.parent)
            : page.records;
          if (sync.incremental)
            newest =
              sync.incremental.from === 'metadata'
                ? (page.metadata[sync.incremental.field] ?? newest)
                : newestOf(newest, records, sync.incremental.field);
          const checkpoint: Checkpoint = page.next
            ? { unit: u, next: page.next, since: newest }
            : { unit: u + 1, next: null, since: newest };
          await store.storePage(table, connectorId, records, sync.key, {
            entity: e.name,
            value: checkpoint,
          });
          [seen.pages, seen.records] = [seen.pages + 1, seen.records + records.length];
          opts.onProgress?.({ ...seen, state: 'running' });
          if (opts.signal?.aborted)
            throw new EngineError('upstream_error', 499, 'The sync was stopped.');
        }
      }
      return newest;
    };
    let newest: unknown;
    try {
      newest = await walk(since, resume);
    } catch (err) {
      // 410: the vendor no longer honours the stored sync value or the checkpoint's cursor: walk in full, once.
      const gone =
        err instanceof EngineError &&
        err.status === 410 &&
        !opts.signal?.aborted &&
        ((sync.incremental && since !== null) || resume);
      if (!gone) throw err;
      newest = await walk(null, null);
    }
    await store.purge(t);
    await store.setState(connectorId, e.name, {
      state: 'done',
      records: await store.count(t, connectorId),
      last_finished: now().toISOString(),
      checkpoint: null,
      since: (newest ?? null) as SyncState['since'],
    });
    opts.onProgress?.({ ...seen, state: 'done' });
  } catch (err) {
    try {
      await store.setState(connectorId, e.name, {
        state: 'failed',
        ...(t ? { records: await store.count(t, connectorId) } : {}),
        last_finished: now().toISOString(),
        last_error: failure(err, opts.signal),
      });
      opts.onProgress?.({ ...seen, state: 'failed' });
    } catch {
      // the database itself refuses to record it (locked or full): the entity keeps its last state
    }
  }
}
