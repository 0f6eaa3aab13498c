// The incremental points of a walk: the "changed since" value it sends and the newest value it has
// stored, one for the entity, or one per parent record (sync.incremental.per: parent), for children
// whose parents are walked in turn: a child changed in a parent walked early would be missed by one
// point moved on by a parent walked later.
import type { Page } from '../paginate/index.ts';
import type { KindPlan, SyncPlan } from '../plan/plan.ts';
import { valueAt } from './records.ts';
import { parentId, type Unit } from './sync-units.ts';

const ENTITY = '';

export class IncrementalPoints {
  private readonly newest: Map<string, unknown>;
  private readonly perParent: boolean;

  /**
   * @param begun the points the walk began with (the stored since): the filter each unit sends
   * @param progress the points the pages stored so far reached (a checkpoint's since), or begun
   */
  constructor(
    private readonly plan: KindPlan,
    private readonly sync: SyncPlan,
    private readonly begun: unknown,
    progress: unknown,
  ) {
    this.perParent = sync.incremental?.per === 'parent';
    this.newest = this.perParent
      ? new Map(Object.entries(asPoints(progress)))
      : new Map([[ENTITY, progress ?? null]]);
  }

  /** The value the unit's walk sends as its incremental param (null: the whole list). */
  since(unit: Unit): unknown {
    if (!this.perParent) return this.begun ?? null;
    return asPoints(this.begun)[this.slot(unit)] ?? null;
  }

  /** Moves the unit's point on by a stored page: the newest of its records, or a value from its metadata. */
  see(unit: Unit, page: Page, records: unknown[]): void {
    const inc = this.sync.incremental;
    if (!inc) return;
    const slot = this.slot(unit);
    const current = this.newest.get(slot) ?? null;
    this.newest.set(
      slot,
      inc.from === 'metadata'
        ? (page.metadata[inc.field] ?? current)
        : newestOf(current, records, inc.field),
    );
  }

  /** What a checkpoint and the finished state keep: the value, or the values by parent id. */
  saved(): unknown {
    if (!this.perParent) return this.newest.get(ENTITY) ?? null;
    return Object.fromEntries([...this.newest].filter(([, v]) => v !== null && v !== undefined));
  }

  private slot(unit: Unit): string {
    return this.perParent ? parentId(this.plan, this.sync, unit.parent) : ENTITY;
  }
}

/** Stored points by parent id; anything else (a value kept before the sync declared per: parent) is none. */
function asPoints(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function newestOf(current: unknown, records: unknown[], field: string): unknown {
  let newest = current;
  const path = field.split('.');
  for (const r of records) {
    const v = valueAt(r, path);
    if (
      (typeof v === 'string' || typeof v === 'number') &&
      (newest === null || newest === undefined || v > (newest as string | number))
    )
      newest = v;
  }
  return newest;
}
