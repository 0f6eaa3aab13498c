// One routed event applied to the context store: the full record stored as a sync would store it
// (sync.transform, the entity's key), a targeted read of the record then the same, or a deletion.
import type { ContextStore } from '../context-store/context-store.ts';
import { recordId } from '../context-store/records.ts';
import { pageKey, transformed } from '../context-store/sync-records.ts';
import { EngineError } from '../errors.ts';
import type { Expression } from '../plan/expression.ts';
import type { KindPlan } from '../plan/plan.ts';
import type { InboundEvent } from './events.ts';

export interface ApplyDeps {
  plan: KindPlan;
  store: ContextStore;
  connectorId: string;
  /** The entity's get action with these params (the connector's read). */
  read(entity: string, params: Record<string, unknown>): Promise<unknown>;
}

export interface Applied {
  outcome: 'stored' | 'unchanged' | 'deleted' | 'ignored';
  entity?: string;
  record_id?: string;
}

export async function applyEvent(
  ev: InboundEvent,
  d: ApplyDeps,
  headers: Record<string, string>,
): Promise<Applied> {
  const r = ev.route;
  if (!r) return { outcome: 'ignored' };
  const id = r.recordId ? idOf(await r.recordId.evaluate(ev.event, { headers })) : undefined;
  if (r.recordId && id === undefined) return { outcome: 'ignored', entity: r.entity };
  const t = await d.store.table(d.plan, r.entity);
  if (r.delete) {
    await d.store.markDeleted(t, d.connectorId, [id!]);
    return { outcome: 'deleted', entity: r.entity, record_id: id! };
  }
  let record = r.record ? await r.record.evaluate(ev.event, { headers }) : undefined;
  if (!r.record) {
    const params = await readParams(r.params, ev.event, headers, id!);
    try {
      record = await d.read(r.entity, params);
    } catch (err) {
      // gone between the event and its read: the store follows the vendor
      if (!(err instanceof EngineError && err.status === 404)) throw err;
      await d.store.markDeleted(t, d.connectorId, [id!]);
      return { outcome: 'deleted', entity: r.entity, record_id: id! };
    }
  }
  if (!record || typeof record !== 'object' || Array.isArray(record))
    return { outcome: 'ignored', entity: r.entity };
  return store(d, r.entity, record, t);
}

async function store(
  d: ApplyDeps,
  entity: string,
  record: object,
  t: Awaited<ReturnType<ContextStore['table']>>,
): Promise<Applied> {
  const sync = d.plan.entities.get(entity)!.sync!;
  const records = sync.transform ? await transformed(sync, [record], undefined) : [record];
  const key = await pageKey(sync, records, undefined);
  const { changed, skipped } = await d.store.storePage(t, d.connectorId, records, key);
  if (skipped) return { outcome: 'ignored', entity };
  const id = recordId(records[0], key, JSON.stringify(records[0]));
  return {
    outcome: changed ? 'stored' : 'unchanged',
    entity,
    ...(id !== undefined ? { record_id: id } : {}),
  };
}

async function readParams(
  params: [string, Expression][] | undefined,
  event: unknown,
  headers: Record<string, string>,
  id: string,
): Promise<Record<string, unknown>> {
  if (!params) return { id };
  const out: Record<string, unknown> = {};
  for (const [name, e] of params) {
    const v = await e.evaluate(event, { headers, id });
    if (v !== undefined) out[name] = v;
  }
  return out;
}

function idOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}
