// The context-store copy of an entity: only entities with searchable fields and a list to page.

import type { EntityPlan, ParentBinding, SyncPlan } from '../plan/plan.ts';
import type { JsonPath } from './load.ts';
import type { Problems as Compiler } from './problems.ts';
import type { Entity } from './types.gen.ts';

export function compileSync(
  c: Compiler,
  name: string,
  e: Entity,
  entities: Map<string, EntityPlan>,
  replication: Set<string>,
): SyncPlan | undefined {
  const at: JsonPath = ['entities', name, 'sync'];
  const searchable = entities.get(name)!.searchable; // typed from the record
  const s = e.sync;
  if (!Object.keys(searchable).length) {
    if (s)
      c.problem(at, 'schema-ref', `${name} has sync settings but no searchable fields to search.`);
    return undefined;
  }
  const walked = syncAction(c, at, name, s, entities);
  if (!walked) return undefined;
  checkFields(c, at, s, searchable);
  const { source, action } = walked;
  const list = entities.get(source)!.actions.get(action)!;
  const declared = list.params.map((p) => p.name);
  checkParams(c, at, s, `${source}.${action}`, declared);
  const detail = compileDetail(c, at, s?.detail, source, entities);
  const parents = parentsWalked(c, s, list.parents, at);
  checkKeyAndWindows(c, at, name, e, [...replication], parents);
  return {
    ...recordKey(c, s?.key, at),
    ...walked,
    // the list's bound params first, then the sync's own (over them)
    params: s?.parents ? (s.params ?? {}) : { ...list.parents?.params, ...s?.params },
    ...(parents ? { parents } : {}),
    ...walks(s),
    ...(s?.partitions ? { partitions: s.partitions } : {}),
    ...(s?.incremental ? { incremental: s.incremental } : {}),
    ...(detail ? { detail } : {}),
    ...(s?.transform ? { transform: c.expr(s.transform, [...at, 'transform']) } : {}),
    indexes: s?.indexes ?? [],
    text: s?.text ?? [],
    ...deletions(c, at, s),
  };
}

/** How the copy learns of deletions: a complete walk (not a windowed one), reconciliation, a flag. */
function deletions(
  c: Compiler,
  at: JsonPath,
  s: SyncSpec | undefined,
): Pick<SyncPlan, 'complete' | 'reconcileEveryDays' | 'deletedWhen'> {
  return {
    complete: s?.complete ?? !s?.windows,
    ...(s?.reconcile_every_days ? { reconcileEveryDays: s.reconcile_every_days } : {}),
    ...(s?.deleted_when ? { deletedWhen: c.expr(s.deleted_when, [...at, 'deleted_when']) } : {}),
  };
}

/** The entity and action a sync pages through: sync.source's list (or api_search) by default. */
function syncAction(
  c: Compiler,
  at: JsonPath,
  name: string,
  s: SyncSpec | undefined,
  entities: Map<string, EntityPlan>,
): Pick<SyncPlan, 'source' | 'action'> | undefined {
  const source = s?.source ?? name;
  const actions = entities.get(source)?.actions;
  if (!actions) {
    const where = [...at, 'source'];
    c.problem(where, 'schema-ref', `sync.source '${source}' is not an entity of this kind.`);
    return undefined;
  }
  const action =
    s?.action ??
    (actions.has('list') ? 'list' : actions.has('api_search') ? 'api_search' : undefined);
  if (action && actions.has(action)) return { source, action };
  if (s)
    c.problem(
      [...at, 'action'],
      'schema-ref',
      `${source} has no ${s.action ?? 'list'} action to sync with.`,
    );
  return undefined;
}

/** The key as the plan carries it: one path, several paths together, or an expression. */
function recordKey(
  c: Compiler,
  key: NonNullable<Entity['sync']>['key'],
  at: JsonPath,
): Pick<SyncPlan, 'key' | 'keyFields' | 'keyExpression'> {
  if (key === undefined || typeof key === 'string') return { key: (key ?? 'id').split('.') };
  if (Array.isArray(key)) return { key: [], keyFields: key.map((f) => f.split('.')) };
  return { key: [], keyExpression: c.expr(key.expression, [...at, 'key', 'expression']) };
}

type SyncSpec = NonNullable<Entity['sync']>;

/** Index fields are top-level scalars, text fields strings. */
function checkFields(
  c: Compiler,
  at: JsonPath,
  s: SyncSpec | undefined,
  searchable: Record<string, string>,
): void {
  const scalar = (f: string) =>
    ['string', 'integer', 'number', 'boolean'].includes(searchable[f] ?? '');
  for (const f of s?.indexes ?? [])
    if (!scalar(f))
      c.problem(
        [...at, 'indexes'],
        'schema-ref',
        `index field '${f}' must be a top-level searchable field of type string, integer, number or boolean.`,
      );
  for (const f of s?.text ?? [])
    if (searchable[f] !== 'string')
      c.problem(
        [...at, 'text'],
        'schema-ref',
        `text field '${f}' must be a searchable field of type string.`,
      );
}

/** The incremental param, sync params and partition params are params of the action walked. */
function checkParams(
  c: Compiler,
  at: JsonPath,
  s: SyncSpec | undefined,
  where: string,
  declared: string[],
): void {
  if (s?.incremental && !declared.includes(s.incremental.param.split('.')[0]!))
    c.problem(
      [...at, 'incremental', 'param'],
      'schema-ref',
      `incremental param '${s.incremental.param}' is not a param of ${where}.`,
    );
  for (const p of Object.keys(s?.params ?? {}))
    if (!declared.includes(p))
      c.problem(
        [...at, 'params', p],
        'schema-ref',
        `sync param '${p}' is not a param of ${where}.`,
      );
  (s?.partitions ?? []).forEach((part, i) => {
    for (const p of Object.keys(part))
      if (!declared.includes(p))
        c.problem(
          [...at, 'partitions', i, p],
          'schema-ref',
          `partition param '${p}' is not a param of ${where}.`,
        );
  });
}

/** The get that reads each listed record in full, checked against the entity that has it. */
function compileDetail(
  c: Compiler,
  at: JsonPath,
  spec: SyncSpec['detail'],
  source: string,
  entities: Map<string, EntityPlan>,
): SyncPlan['detail'] {
  if (!spec) return undefined;
  const detail = {
    entity: spec.entity ?? source,
    action: spec.action ?? ('get' as const),
    params: spec.params,
  };
  const reader = entities.get(detail.entity)?.actions.get(detail.action);
  if (!reader)
    c.problem(
      [...at, 'detail', 'action'],
      'schema-ref',
      `${detail.entity} has no ${detail.action} action to read listed records in full with.`,
    );
  if (reader?.steps || reader?.download)
    c.problem(
      [...at, 'detail', 'action'],
      'schema-ref',
      `${detail.entity}.${detail.action} sends several requests or downloads a file: a detail read is one request.`,
    );
  for (const p of Object.keys(detail.params ?? {}))
    if (reader && !reader.params.some((d) => d.name === p))
      c.problem(
        [...at, 'detail', 'params', p],
        'schema-ref',
        `detail param '${p}' is not a param of ${detail.entity}.${detail.action}.`,
      );
  return detail;
}

/** Key fields are record fields (unless transform reshapes the record); windows start at a declared setting; a value per parent needs parents. */
function checkKeyAndWindows(
  c: Compiler,
  at: JsonPath,
  name: string,
  e: Entity,
  replication: string[],
  parents: SyncPlan['parents'],
): void {
  const s = e.sync;
  if (s?.incremental?.per === 'parent' && !parents)
    c.problem(
      [...at, 'incremental', 'per'],
      'schema-ref',
      `incremental.per 'parent' keeps one value per parent: it needs parents (on the list, or sync.parents).`,
    );
  if (s?.windows?.start && !replication.includes(s.windows.start))
    c.problem(
      [...at, 'windows', 'start'],
      'schema-ref',
      `windows.start '${s.windows.start}' is not a replication setting of this kind (${replication.join(', ')}).`,
    );
  const fields = Object.keys((e.record as { properties?: object } | undefined)?.properties ?? {});
  if (Array.isArray(s?.key) && !s.transform && fields.length)
    for (const f of s.key)
      if (!fields.includes(f.split('.')[0]!))
        c.problem(
          [...at, 'key'],
          'schema-ref',
          `key field '${f}' is not a field of the ${name} record.`,
        );
}

/** The parents a sync walks: sync.parents (the shorthand, which wins) or the list's own binding. */
function parentsWalked(
  c: Compiler,
  s: SyncSpec | undefined,
  bound: ParentBinding | undefined,
  at: (string | number)[],
): SyncPlan['parents'] {
  if (s?.parents)
    return {
      entity: s.parents.entity,
      ...(s.parents.skip_status ? { skipStatus: s.parents.skip_status } : {}),
      ...(s.parents.where ? { where: c.expr(s.parents.where, [...at, 'parents', 'where']) } : {}),
    };
  return (
    bound && { entity: bound.entity, ...(bound.skipStatus ? { skipStatus: bound.skipStatus } : {}) }
  );
}

/** The windows a sync walks, as the plan carries them. */
function walks(s: SyncSpec | undefined): Pick<SyncPlan, 'windows'> {
  return s?.windows
    ? {
        windows: {
          days: s.windows.days,
          start: s.windows.start ?? 'replication_start_date',
          ...(s.windows.lag_seconds ? { lagSeconds: s.windows.lag_seconds } : {}),
          ...(s.windows.lookback_days ? { lookbackDays: s.windows.lookback_days } : {}),
        },
      }
    : {};
}
