// Sync: pages through an entity's list (a page source) and stores every page with its checkpoint in
// one transaction. A sync that fails or is killed resumes from its last checkpoint; incremental
// entities ask only for records changed since the newest change seen; entities that need a parent or
// a date window are walked once per parent record or window. One entity's failure (its table, its
// vendor calls) is recorded on that entity and the others still sync; a parent the vendor refuses
// with a declared status (sync.parents.skip_status) is skipped with a warning instead.

import { EngineError } from '../errors.ts';
import type { DetailSource, NextPage, Page, PageSource } from '../paginate/index.ts';
import type { EntityPlan, KindPlan, SyncPlan } from '../plan/plan.ts';
import type { ContextStore, SyncState } from './context-store.ts';
import { checkSyncEntities, syncOrder } from './sync-entities.ts';

export { checkSyncEntities } from './sync-entities.ts';

import { type RecordKey, recordId } from './records.ts';
import { IncrementalPoints } from './sync-points.ts';
import { failure, pageKey, readInFull, transformed, untilAborted } from './sync-records.ts';
import type { SyncWarning } from './sync-state.ts';
import { parentWarning, sinceParam, syncUnits, type Unit, unitParams } from './sync-units.ts';
import type { EntityTable } from './tables.ts';

export interface SyncOptions {
  /** Only these entities (default: every entity with a context-store copy). */
  entities?: string[];
  /**
   * An incremental entity walks in full (and marks records the vendor no longer lists deleted) when
   * its last full walk is older than this; overrides the manifest's sync.reconcile_every_days; 0 never.
   */
  reconcileEverySeconds?: number;
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

/** One entity's run: what its walks share. */
interface EntityRun {
  source: PageSource & DetailSource;
  plan: KindPlan;
  entity: string;
  sync: SyncPlan;
  store: ContextStore;
  connectorId: string;
  opts: SyncOptions;
  table: EntityTable;
  units: Unit[];
  seen: { entity: string; pages: number; records: number };
  warnings: SyncWarning[];
  /** What the run changed in the store. */
  tally: { added: number; updated: number; deleted: number };
  /** The ids a complete walk has listed (undefined: the walk marks nothing deleted). */
  listed?: Set<string>;
}

export async function syncConnector(
  source: PageSource & DetailSource,
  plan: KindPlan,
  store: ContextStore,
  connectorId: string,
  opts: SyncOptions = {},
): Promise<SyncState[]> {
  checkSyncEntities(plan, opts.entities);
  for (const e of syncOrder(plan, opts.entities)) {
    if (opts.signal?.aborted) break;
    await syncEntity(source, plan, e, store, connectorId, opts);
  }
  return await store.states(connectorId);
}

/** Syncs one entity; never throws: a failure is recorded on the entity (state failed, last_error). */
async function syncEntity(
  source: PageSource & DetailSource,
  plan: KindPlan,
  e: EntityPlan,
  store: ContextStore,
  connectorId: string,
  opts: SyncOptions,
): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const seen = { entity: e.name, pages: 0, records: 0 };
  const tally = { added: 0, updated: 0, deleted: 0 };
  const warnings: SyncWarning[] = [];
  let table: EntityTable | undefined;
  const end = async (state: 'done' | 'failed', change: Partial<SyncState>) => {
    await store.setState(connectorId, e.name, {
      state,
      ...(table ? { records: await store.count(table, connectorId) } : {}),
      last_finished: now().toISOString(),
      warnings,
      last_added: tally.added,
      last_updated: tally.updated,
      last_deleted: tally.deleted,
      ...change,
    });
    opts.onProgress?.({ ...seen, state });
  };
  try {
    const base = { source, plan, entity: e.name, sync: e.sync!, store, connectorId, opts };
    const run = { ...base, seen, warnings, tally, units: [], table: undefined as never };
    const done = await runEntity(run, (t) => (table = t));
    await end('done', done);
  } catch (err) {
    const cause = failure(err, opts.signal);
    const at = now().toISOString();
    try {
      await end('failed', { last_error: cause, last_failure: at, last_failure_error: cause });
    } catch {
      // the database itself refuses to record it (locked or full): the entity keeps its last state
    }
  }
}

/** One entity's walk from its stored state; answers the state its success stores. */
async function runEntity(
  run: EntityRun,
  opened: (t: EntityTable) => void,
): Promise<Partial<SyncState>> {
  const { store, connectorId, entity, sync, opts } = run;
  const now = opts.now ?? (() => new Date());
  const previous = await store.state(connectorId, entity);
  // a run that did not finish (failed, or killed while running) resumes where its checkpoint points
  const resume =
    previous && previous.state !== 'done' ? (previous.checkpoint as Checkpoint | null) : null;
  const full = !resume && reconcileDue(sync, previous, opts, now());
  const since = full ? null : (previous?.since ?? null);
  await store.setState(connectorId, entity, {
    state: 'running',
    last_started: now().toISOString(),
    last_error: null,
  });
  run.table = await store.table(run.plan, entity);
  opened(run.table);
  const head = await store.head(run.table); // what a complete walk may mark: nothing stored after it began
  // a complete walk from the first page: whatever it does not list is gone at the vendor
  const complete = sync.complete && !resume && !(sync.incremental && since !== null);
  if (complete) run.listed = new Set();
  run.units = await syncUnits(sync, run.plan, store, connectorId, opts.replication ?? {}, now());
  const newest = await walkOrRestart(run, since, resume);
  const swept = complete && !run.warnings.length; // a skipped parent's records were not listed
  if (swept) run.tally.deleted += await markUnlisted(run, head);
  await store.purge(run.table);
  const at = now().toISOString();
  return {
    checkpoint: null,
    since: (newest ?? null) as SyncState['since'],
    last_success: at,
    ...(swept ? { last_full_walk: at } : {}),
  };
}

/** Whether an incremental entity's periodic full walk is due (per connector, else per kind). */
function reconcileDue(
  sync: SyncPlan,
  previous: SyncState | undefined,
  opts: SyncOptions,
  now: Date,
): boolean {
  if (!sync.incremental || previous?.since === null || previous?.since === undefined) return false;
  const everyMs =
    opts.reconcileEverySeconds !== undefined
      ? opts.reconcileEverySeconds * 1000
      : (sync.reconcileEveryDays ?? 0) * 86_400_000;
  if (!everyMs) return false;
  const last = previous.last_full_walk ? Date.parse(previous.last_full_walk) : 0;
  return now.getTime() - last >= everyMs;
}

/** Marks deleted the records stored before the walk began that the walk did not list. */
async function markUnlisted(run: EntityRun, head: number): Promise<number> {
  const stored = await run.store.recordIds(run.table, run.connectorId, head);
  const gone = stored.filter((id) => !run.listed!.has(id));
  return gone.length ? run.store.markDeleted(run.table, run.connectorId, gone) : 0;
}

/** The page's records the vendor marks deleted (sync.deleted_when) are marked so; the others are answered. */
async function withoutDeleted(
  run: EntityRun,
  records: unknown[],
  key: RecordKey,
  before?: Promise<void>,
): Promise<unknown[]> {
  const when = run.sync.deletedWhen;
  if (!when) return records;
  const live: unknown[] = [];
  const gone: string[] = [];
  for (const r of records) {
    if ((await when.evaluate(r, {})) !== true) live.push(r);
    else {
      const id = recordId(r, key, JSON.stringify(r));
      if (id !== undefined) gone.push(id);
    }
  }
  if (gone.length) {
    await before; // a write after the page before
    run.tally.deleted += await run.store.markDeleted(run.table, run.connectorId, gone);
  }
  return live;
}

/**
 * The walk, again when the vendor answers 410 (it no longer honours a value we kept): a refused
 * checkpoint cursor walks its unit again from the first page with the same filter, so the progress of
 * the units and the "updated since" point stay; a refused stored value walks in full, once.
 */
async function walkOrRestart(
  run: EntityRun,
  since: unknown,
  resume: Checkpoint | null,
): Promise<unknown> {
  try {
    return await walk(run, since, resume);
  } catch (err) {
    if (!(err instanceof EngineError) || err.status !== 410 || run.opts.signal?.aborted) throw err;
    run.warnings.length = 0;
    if (resume?.next) return await walkOrRestart(run, since, { ...resume, next: null });
    if (!resume && !(run.sync.incremental && since !== null)) throw err;
    return await walk(run, null, null);
  }
}

/** Every unit from the checkpoint's on; a parent answering a skip_status is left with a warning. */
async function walk(run: EntityRun, since: unknown, resume: Checkpoint | null): Promise<unknown> {
  const points = new IncrementalPoints(run.plan, run.sync, since, resume?.since ?? since);
  const refused = new Set<unknown>(); // parents skipped: their other windows and partitions too
  for (let u = resume?.unit ?? 0; u < run.units.length; u++) {
    if (refused.has(run.units[u]!.parent)) continue;
    const start = resume && resume.unit === u && resume.next ? resume.next : undefined;
    try {
      await walkUnit(run, u, points, start);
    } catch (err) {
      const warning = parentWarning(run.plan, run.sync, run.units[u]!, err);
      if (!warning || run.opts.signal?.aborted) throw err;
      run.warnings.push(warning);
      refused.add(run.units[u]!.parent);
      // past the refused parent, so that a resume does not ask it again
      await storeCheckpoint(run, [], run.sync.key, {
        unit: u + 1,
        next: null,
        since: points.saved(),
      });
    }
  }
  return points.saved();
}

/**
 * The pages of one unit (a parent, a window, a partition), each stored with its checkpoint, in order.
 * A pipeline of three pages: while page n is written, page n+1 is made ready to write (transformed,
 * encoded) and page n+2 is asked for. One request is in flight all the same, so not beside detail
 * reads (requests too). Nothing is written after a page that failed; a page asked ahead is then
 * dropped unread. Requests run under the sync's own signal, which counts its vendor calls (the
 * execution log) and stops them with the sync.
 */
async function walkUnit(
  run: EntityRun,
  u: number,
  points: IncrementalPoints,
  start: NextPage | undefined,
): Promise<void> {
  const { sync, opts } = run;
  const pages = run.source.pages(sync.source, sync.action, walkParams(run, run.units[u]!, points), {
    max_pages: Number.MAX_SAFE_INTEGER,
    ...(start ? { start } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const ahead = !sync.detail;
  let storing: Promise<void> | undefined; // the page before, being written
  let latest: Promise<void> | undefined; // the last page given to the store
  try {
    let step = await untilAborted(pages.next(), opts.signal);
    while (!step.done) {
      const following = ahead && step.value.next ? pages.next() : undefined;
      const stored = storePageOf(run, u, points, step.value, ahead ? storing : undefined);
      latest = stored;
      if (!ahead) await stored;
      // on once the page before is written and the next one is here; at once when this one fails
      [step] = await Promise.race([
        Promise.all([untilAborted(following ?? pages.next(), opts.signal), storing]),
        failureOf(stored),
      ]);
      storing = stored;
    }
    await storing;
  } catch (err) {
    await Promise.allSettled([storing, latest]); // what the store was given has settled when the walk ends
    throw err;
  }
}

/** Rejects when `p` does; never settles otherwise (one side of a race). */
const failureOf = (p: Promise<unknown>) => new Promise<never>((_, reject) => void p.catch(reject));

/**
 * One page of a unit: its records as stored, with the checkpoint after it, then progress. Made ready
 * at once; written once `before` (the page before) is.
 */
async function storePageOf(
  run: EntityRun,
  u: number,
  points: IncrementalPoints,
  page: Page & { next?: NextPage },
  before: Promise<void> | undefined,
): Promise<void> {
  const { sync, opts } = run;
  const unit = run.units[u]!;
  const records = await storedRecords(run, page.records, unit.parent);
  points.see(unit, page, records);
  const next = page.next ? { unit: u, next: page.next } : { unit: u + 1, next: null };
  const key = await pageKey(sync, records, unit.parent);
  const live = await withoutDeleted(run, records, key, before);
  await storeCheckpoint(run, live, key, { ...next, since: points.saved() }, before);
  [run.seen.pages, run.seen.records] = [run.seen.pages + 1, run.seen.records + records.length];
  opts.onProgress?.({ ...run.seen, state: 'running' });
  if (opts.signal?.aborted) throw new EngineError('upstream_error', 499, 'The sync was stopped.');
}

/** The unit's params, with its incremental point as the "changed since" filter when it has one. */
function walkParams(
  run: EntityRun,
  unit: Unit,
  points: IncrementalPoints,
): Record<string, unknown> {
  const params = unitParams(run.sync, unit, run.opts.replication ?? {});
  const since = points.since(unit);
  if (run.sync.incremental && since !== null) sinceParam(params, run.sync.incremental, since);
  return params;
}

/** A page's records as stored: read in full (sync.detail), then reshaped (sync.transform). */
async function storedRecords(
  run: EntityRun,
  listed: unknown[],
  parent: unknown,
): Promise<unknown[]> {
  const full = run.sync.detail
    ? await readInFull(run.source, run.sync, listed, run.opts.signal)
    : listed;
  return run.sync.transform ? await transformed(run.sync, full, parent) : full;
}

/** Stores a page and the checkpoint after it in one transaction, once `before` is stored. */
async function storeCheckpoint(
  run: EntityRun,
  records: unknown[],
  key: RecordKey,
  checkpoint: Checkpoint,
  before?: Promise<void>,
): Promise<void> {
  const stored = await run.store.storePage(
    run.table,
    run.connectorId,
    records,
    key,
    { entity: run.entity, value: checkpoint },
    before,
  );
  run.tally.added += stored.added;
  run.tally.updated += stored.updated;
  if (run.listed) for (const id of stored.ids) run.listed.add(id);
}
