// Every entity a kind marks searchable must have a context-store copy whose sync requests are valid:
// its params (rendered for a parent record or a date window) pass the action's own validation.
import { describe, expect, it } from 'vitest';
import { renderValue } from '../engine/context-store/sync-units.ts';
import { createEngine } from '../engine/index.ts';
import { prepareParams } from '../engine/params/prepare.ts';
import { loadKindFixtures } from './support/fixtures.ts';
import { engineFor, suiteKinds } from './support/suite-kinds.ts';

const engine = createEngine();

describe.each(suiteKinds())('%s sync plans', (kind) => {
  const plan = engineFor(kind).plan(kind);
  // the config every fixture of the kind runs with: sync params are filled from it as in a real sync
  const config = loadKindFixtures(kind).connector.config ?? {};
  it('every searchable entity syncs, and its sync params validate', async () => {
    const problems: string[] = [];
    for (const e of plan.entities.values()) {
      if (!Object.keys(e.searchable).length) continue;
      if (!e.sync) {
        problems.push(
          `${e.name}: searchable but no sync plan (no list; name a source entity with sync.source)`,
        );
        continue;
      }
      const action = plan.entities.get(e.sync.source)!.actions.get(e.sync.action)!;
      // A parent record whose fields look like the vendors' ids (numeric ids, UUIDs, or letter-prefixed
      // ids such as Slack's C0123ABCD: the params must validate with one of the three), and a window,
      // to render templates with.
      const ids = {
        numeric: '1200000000000001',
        uuid: '59833787-2cf9-4fdf-8782-e53db20768a5',
        prefixed: 'C0123ABCD',
      };
      const sample = (id: keyof typeof ids) => (k: string) =>
        k === 'key'
          ? 'PROJ-1'
          : /AmazonOrderId/.test(k)
            ? '123-4567890-1234567'
            : k === 'siteUrl'
              ? 'https://www.example.com/'
              : k === 'ts'
                ? '1764300002.000100' // a message's Unix time with microseconds (Slack)
                : /date|time/i.test(k)
                  ? '2024-01-01T00:00:00Z'
                  : ids[id];
      for (const partition of e.sync.partitions ?? [{}]) {
        const failures: string[] = [];
        for (const id of Object.keys(ids) as (keyof typeof ids)[]) {
          const anyValue: Record<string, unknown> = new Proxy(
            {},
            { get: (_t, k) => (typeof k === 'string' ? sample(id)(k) : undefined) },
          );
          const scope = {
            parent: anyValue,
            window: { start: '2024-01-01T00:00:00Z', end: '2024-01-31T00:00:00Z' },
            replication: { replication_start_date: '2024-01-01T00:00:00Z' },
          };
          let params: Record<string, unknown>;
          try {
            params = renderValue({ ...e.sync.params, ...partition }, scope) as Record<
              string,
              unknown
            >;
          } catch (err) {
            failures.push(`${e.name}: sync params do not render: ${(err as Error).message}`);
            continue;
          }
          try {
            await prepareParams(action, params, { config, replication: scope.replication });
          } catch (err) {
            failures.push(
              `${e.name}: sync params fail ${e.sync.source}.${e.sync.action}: ${(err as Error).message}`,
            );
          }
        }
        if (failures.length === Object.keys(ids).length) problems.push(failures[0]!);
      }
      const keyPaths = e.sync.keyFields ?? (e.sync.keyExpression ? [] : [e.sync.key]);
      for (const path of keyPaths) {
        const root = path[0]!;
        if (
          root !== '$content' &&
          !(root in e.searchable) &&
          !(root in ((e.record as { properties?: object })?.properties ?? {}))
        )
          problems.push(
            `${e.name}: sync key '${path.join('.')}' is neither a searchable nor a record field`,
          );
      }
      if (e.sync.parents && !plan.entities.get(e.sync.parents.entity)?.sync)
        problems.push(`${e.name}: parent ${e.sync.parents.entity} has no sync`);
    }
    expect(problems).toEqual([]);
  });
});

// Kinds whose list endpoints answer compact records unless the request names the fields it wants:
// `param` is the list param that names them (Asana's opt_fields, with nested fields as `a.b`; HubSpot's
// properties, whose values land under record.properties), `always` the fields the vendor returns anyway.
// A sync that leaves the param out stores records whose searchable fields are always empty.
const compactLists: Record<string, { param: string; always: string[]; under?: string }> = {
  asana: { param: 'opt_fields', always: ['gid', 'resource_type'] },
  hubspot: {
    param: 'properties',
    always: ['id', 'createdAt', 'updatedAt', 'archived'],
    under: 'properties',
  },
};

const named = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : [];

describe.each(Object.keys(compactLists))('%s syncs ask for the fields they search', (kind) => {
  const { param, always, under } = compactLists[kind]!;
  const plan = engine.plan(kind);
  it(`every synced entity names each searchable field in ${param}`, () => {
    const missing: string[] = [];
    for (const e of plan.entities.values()) {
      if (!e.sync) continue;
      const asked = named(e.sync.params[param]);
      for (const field of Object.keys(e.searchable)) {
        if (always.includes(field)) continue;
        if (field === under) {
          // a bag of vendor properties: it holds what the sync asks for, and at least the indexed and text ones
          const wanted = [...e.sync.indexes, ...e.sync.text]
            .filter((f) => f.startsWith(`${under}.`))
            .map((f) => f.slice(under.length + 1));
          if (!asked.length)
            missing.push(
              `${e.name}: ${param} is empty, so ${under} holds only the vendor's defaults`,
            );
          for (const w of wanted) if (!asked.includes(w)) missing.push(`${e.name}.${under}.${w}`);
          continue;
        }
        if (!asked.some((a) => a === field || a.startsWith(`${field}.`)))
          missing.push(`${e.name}.${field}`);
      }
      if (
        e.sync.incremental &&
        !always.includes(e.sync.incremental.field) &&
        !asked.includes(e.sync.incremental.field)
      )
        missing.push(`${e.name}: incremental field ${e.sync.incremental.field}`);
    }
    expect(missing).toEqual([]);
  });
});

// Amazon's Finances v0 lists answer nothing for a window wider than 180 days (the Before bound defaults to
// now): their syncs walk windows of at most 180 days and send both bounds of each window.
describe('amazon-seller-partner finance syncs walk 180-day windows', () => {
  const bounds: Record<string, [string, string]> = {
    list_financial_events: ['PostedAfter', 'PostedBefore'],
    list_financial_event_groups: [
      'FinancialEventGroupStartedAfter',
      'FinancialEventGroupStartedBefore',
    ],
  };
  it.each(Object.keys(bounds))('%s', (entity) => {
    const sync = engine.plan('amazon-seller-partner').entities.get(entity)!.sync!;
    expect(sync.windows!.days).toBeLessThanOrEqual(180);
    const [after, before] = bounds[entity]!;
    expect(sync.params).toMatchObject({ [after]: '{window.start}', [before]: '{window.end}' });
  });
});
