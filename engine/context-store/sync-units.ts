// The walks a sync makes (per parent, window, partition) and the params each one sends. Apart from
// sync.ts, which only drives the walks.
import { EngineError } from '../errors.ts';
import type { KindPlan, SyncPlan } from '../plan/plan.ts';
import { MissingVariableError, parseTemplate, renderTemplateValue } from '../request/template.ts';
import type { ContextStore } from './context-store.ts';
import { compositeId, recordId } from './records.ts';
import type { SyncWarning } from './sync-state.ts';

export type Unit = {
  parent?: unknown;
  window?: { start: string; end: string };
  partition?: Record<string, unknown>;
};

/** One walk per parent record, per date window, per both (each parent's windows), or a single one; each of them once per partition. */
export async function syncUnits(
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
    ? (await walkedParents(sync.parents, plan, store, connectorId)).map((parent) => ({ parent }))
    : [{}];
  if (!sync.windows) return parents;
  const step = sync.windows.days * 86_400_000;
  // some vendors refuse an end bound too close to now: the last window ends lag_seconds before it
  const until = now.getTime() - (sync.windows.lagSeconds ?? 0) * 1000;
  const declared = replication[sync.windows.start];
  const from =
    typeof declared === 'string' && !Number.isNaN(Date.parse(declared))
      ? Date.parse(declared)
      : until - (sync.windows.lookbackDays ? sync.windows.lookbackDays * 86_400_000 : step);
  const windows: { start: string; end: string }[] = [];
  for (let s = from; s < until; s += step)
    windows.push({ start: iso(s), end: iso(Math.min(s + step, until)) });
  return parents.flatMap((p) => windows.map((window) => ({ ...p, window })));
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The params of one unit's walk: the sync's params with the unit's partition over them, rendered. */
export function unitParams(
  sync: SyncPlan,
  unit: Unit,
  replication: Record<string, unknown>,
): Record<string, unknown> {
  return renderParams({ ...sync.params, ...unit.partition }, unit, replication);
}

/**
 * Sets the incremental param to the stored value: an instant moved back by lookback_seconds, and as its
 * UTC day when the vendor's filter takes dates.
 */
export function sinceParam(
  params: Record<string, unknown>,
  incremental: NonNullable<SyncPlan['incremental']>,
  since: unknown,
): void {
  const at = typeof since === 'string' ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(at) || (!incremental.lookback_seconds && incremental.format !== 'date')) {
    setPath(params, incremental.param, since);
    return;
  }
  const sent = new Date(at - (incremental.lookback_seconds ?? 0) * 1000).toISOString();
  setPath(
    params,
    incremental.param,
    incremental.format === 'date' ? sent.slice(0, 10) : iso(Date.parse(sent)),
  );
}

/** The stored records of the parent entity that sync.parents.where is true of (all without it). */
async function walkedParents(
  parents: NonNullable<SyncPlan['parents']>,
  plan: KindPlan,
  store: ContextStore,
  connectorId: string,
): Promise<unknown[]> {
  const all = await store.records(await store.table(plan, parents.entity), connectorId);
  if (!parents.where) return all;
  const kept: unknown[] = [];
  for (const parent of all) if ((await parents.where.evaluate(parent)) === true) kept.push(parent);
  return kept;
}

/** The warning for a parent whose walk answered one of sync.parents.skip_status; undefined otherwise. */
export function parentWarning(
  plan: KindPlan,
  sync: SyncPlan,
  unit: Unit,
  err: unknown,
): SyncWarning | undefined {
  const skip = sync.parents?.skipStatus;
  if (!skip || unit.parent === undefined || !(err instanceof EngineError)) return undefined;
  // the vendor's own status (a 403 reaches callers as 502), or the one a response rule gave
  const upstream = (err.details as { upstream_status?: unknown } | undefined)?.upstream_status;
  const status = [upstream, err.status].find((s) => typeof s === 'number' && skip.includes(s));
  if (status === undefined) return undefined;
  const message = err.message.slice(0, 500);
  return { parent: parentId(plan, sync, unit.parent), status: status as number, message };
}

/** A parent record's id by its entity's sync key; its JSON (cut to 200 characters) when it has none. */
export function parentId(plan: KindPlan, sync: SyncPlan, parent: unknown): string {
  const key = plan.entities.get(sync.parents!.entity)?.sync;
  const data = JSON.stringify(parent);
  const id = key?.keyFields
    ? compositeId(parent, key.keyFields)
    : key?.keyExpression
      ? undefined
      : recordId(parent, key?.key ?? ['id'], data);
  return id ?? data.slice(0, 200);
}

/** Sync params for one walk; a param whose template has nothing to fill (no replication start) is left out. */
export function renderParams(
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

/** `created.gte` sets params.created.gte (an interval filter), a plain name sets the param. */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
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
