// Sync: pages through an entity's list (the engine's page iterator) and stores every page with its
// checkpoint in one transaction. A sync that fails or is killed resumes from its last checkpoint;
// incremental entities ask only for records changed since the newest change seen; entities that
// need a parent or a date window are walked once per parent record or window. One entity's failure
// (its table, its vendor calls) is recorded on that entity and the others still sync.
import type { NextPage, PageSource } from '../paginate/index.ts';
import { EngineError } from '../errors.ts';
import type { EntityPlan, KindPlan, SyncPlan } from '../manifest/plan.ts';
import { MissingVariableError, parseTemplate, renderTemplateValue } from '../request/template.ts';
import type { ContextStore, SyncState } from './context-store.ts';
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

/** The records as sync.transform gives them; a result that is not an object fails the sync, storing nothing of the page. */
async function transformed(
  sync: SyncPlan,
  records: unknown[],
  parent: unknown,
): Promise<unknown[]> {
  const bindings = parent === undefined ? {} : { parent };
  return Promise.all(
    records.map(async (r, i) => {
      const out = await sync.transform!.evaluate(r, bindings);
      if (out === null || typeof out !== 'object' || Array.isArray(out))
        throw new EngineError(
          'upstream_error',
          502,
          `sync.transform gave ${Array.isArray(out) ? 'an array' : out === undefined ? 'nothing' : typeof out} for record ${i} of a page, not an object.`,
        );
      return out;
    }),
  );
}

/** last_error of a failed entity: never a secret (EngineError messages are redacted, the databases' hold none). */
function failure(err: unknown, signal?: AbortSignal): string {
  if (signal?.aborted)
    return signal.reason instanceof Error ? signal.reason.message : 'the sync was stopped';
  if (err instanceof EngineError) return `${err.code}: ${err.message}`;
  if (err instanceof Error && (err.name === 'SqliteError' || isDatabaseError(err)))
    return `store_error: the context-store table could not be used (${err.message})`;
  return 'internal error';
}

/** An error PostgreSQL reported (node-postgres gives it the five-character SQLSTATE as code). */
const isDatabaseError = (err: Error) =>
  'severity' in err && /^[0-9A-Z]{5}$/.test(String((err as { code?: unknown }).code));

/**
 * The page, or the signal's reason as soon as it aborts: the sync stops at its budget even when the
 * HTTP layer does not end a stalled body read on the signal (the abandoned page is never stored).
 */
function untilAborted<T>(next: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return next;
  if (signal.aborted) {
    next.catch(() => {}); // the page asked for already: its failure (the same abort) is nobody's concern now
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    next.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Each listed record read again in full (sync.detail), for vendors whose list answers compact records. */
async function readInFull(
  connector: PageSource,
  sync: SyncPlan,
  records: unknown[],
): Promise<unknown[]> {
  const full: unknown[] = [];
  for (const record of records)
    full.push(
      (
        await connector.execute(
          sync.detail!.entity,
          sync.detail!.action,
          renderValue(sync.detail!.params, { record }),
        )
      ).result,
    );
  return full;
}

type Unit = {
  parent?: unknown;
  window?: { start: string; end: string };
  partition?: Record<string, unknown>;
};

/** One walk per parent record, per date window, per both (each parent's windows), or a single one; each of them once per partition. */
async function syncUnits(
  sync: SyncPlan,
  plan: KindPlan,
  store: ContextStore,
  connectorId: string,
  replication: Record<string, unknown>,
  now: Date,
): Promise<Unit[]> {
  const units = await baseUnits(sync, plan, store, connectorId, replication, now);
  return sync.partitions
    ? sync.partitions.flatMap((partition) => units.map((u) => ({ ...u, partition })))
    : units;
}

async function baseUnits(
  sync: SyncPlan,
  plan: KindPlan,
  store: ContextStore,
  connectorId: string,
  replication: Record<string, unknown>,
  now: Date,
): Promise<Unit[]> {
  const parents: Unit[] = sync.parents
    ? (await store.records(await store.table(plan, sync.parents.entity), connectorId)).map(
        (parent) => ({ parent }),
      )
    : [{}];
  if (!sync.windows) return parents;
  const step = sync.windows.days * 86_400_000;
  // some vendors refuse an end bound too close to now: the last window ends lag_seconds before it
  const until = now.getTime() - (sync.windows.lagSeconds ?? 0) * 1000;
  const from =
    typeof replication.replication_start_date === 'string'
      ? Date.parse(replication.replication_start_date)
      : until - step;
  const windows: { start: string; end: string }[] = [];
  for (let s = from; s < until; s += step)
    windows.push({ start: iso(s), end: iso(Math.min(s + step, until)) });
  return parents.flatMap((p) => windows.map((window) => ({ ...p, window })));
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Sync params for one walk; a param whose template has nothing to fill (no replication start) is left out. */
function renderParams(
  params: Record<string, unknown>,
  unit: Unit,
  replication: Record<string, unknown>,
): Record<string, unknown> {
  const scope = { parent: unit.parent, window: unit.window, replication };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    try {
      setOwn(out, k, renderValue(v, scope));
    } catch (err) {
      if (!(err instanceof MissingVariableError))
        throw new EngineError('invalid_config', 400, `sync param ${k}: ${(err as Error).message}`, {
          field: `replication_config`,
        });
    }
  }
  return out;
}

/** Templates in strings, also inside lists and objects (board_ids: ["{parent.id}"]). */
export function renderValue(v: unknown, scope: Record<string, unknown>): unknown {
  if (typeof v === 'string') return renderTemplateValue(parseTemplate(v), scope); // typed: a lone {x|unix} is a number
  if (Array.isArray(v)) return v.map((x) => renderValue(x, scope));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renderValue(x, scope)]));
  return v;
}

function newestOf(current: unknown, records: unknown[], field: string): unknown {
  let newest = current;
  const path = field.split('.');
  for (const r of records) {
    let v: unknown = r;
    for (const k of path)
      v =
        v && typeof v === 'object' && Object.hasOwn(v, k)
          ? (v as Record<string, unknown>)[k]
          : undefined;
    if (
      (typeof v === 'string' || typeof v === 'number') &&
      (newest === null || newest === undefined || v > (newest as string | number))
    )
      newest = v;
  }
  return newest;
}

/** `created.gte` sets params.created.gte (an interval filter), a plain name sets the param. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let at = target;
  for (const k of keys.slice(0, -1))
    at = setOwn(at, k, {
      ...((Object.hasOwn(at, k) ? (at[k] as Record<string, unknown>) : undefined) ?? {}),
    }) as Record<string, unknown>;
  setOwn(at, keys.at(-1)!, value);
}

/** Sets an own property and returns its value (a plain assignment to '__proto__' would set the prototype). */
function setOwn(o: Record<string, unknown>, key: string, value: unknown): unknown {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
