// Every fixture of every kind through both the compiled mappings and real JSONata: each expression an
// action uses (result, metadata, pagination next/has_more/step, preconditions, default expressions,
// body and query templates, GraphQL variables, download url, the response rules, the entity's
// sync.transform on each record) on the fixture's params and response bodies must give exactly the
// same value. Also that every expression of the shipped manifests compiles (none stays on JSONata).
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { defaultConnectorsDir } from '../engine/connector-folders.ts';
import { compileFolder, type KindPlan } from '../engine/index.ts';
import type { Expression } from '../engine/map/expression.ts';
import { compileJsonata } from '../engine/map/jsonata-compile.ts';
import type { ActionPlan } from '../engine/plan/plan.ts';
import { fixtureKinds, loadKindFixtures } from './support/fixtures.ts';
import { compareWithJsonata } from './support/jsonata-equivalence.ts';
import { testKindsDir } from './support/suite-kinds.ts';

// the shipped kinds and the suite's own (tests/kinds/), whose fixtures sit beside the shipped ones
const plans = new Map([
  ...compileFolder(defaultConnectorsDir).plans,
  ...compileFolder(testKindsDir).plans,
]);
const compiles = (src: string) => compileJsonata(jsonata(src).ast()).ok;

function paginationSources(kind: KindPlan, action: ActionPlan): string[] {
  const spec = (kind.manifest.pagination as Record<string, Record<string, unknown>> | undefined)?.[
    action.paginationName ?? ''
  ];
  return ['next', 'has_more', 'step']
    .map((k) => spec?.[k])
    .filter((v): v is string => typeof v === 'string');
}

/** The expressions of one action, by what they are evaluated on. */
function actionSources(kind: KindPlan, a: ActionPlan) {
  const meta = a.metadata && !Array.isArray(a.metadata) ? [(a.metadata as Expression).source] : [];
  const rules = a.responseRules.flatMap((r) =>
    [r.expression, r.message, r.retryAfter]
      .filter((e): e is Expression => !!e)
      .map((e) => e.source),
  );
  return {
    preconditions: a.preconditions.map((p) => p.rule.source),
    defaults: a.defaultExpressions.map(([, e]) => e.source),
    request: [
      a.bodyTemplate?.source,
      a.graphql?.variables?.source,
      a.queryTemplate?.expression.source,
    ].filter((s): s is string => !!s),
    response: [
      a.result?.source,
      ...meta,
      a.download?.url.source,
      ...paginationSources(kind, a),
      ...rules,
    ].filter((s): s is string => !!s),
  };
}

const withOrigin = (v: unknown) =>
  v === undefined
    ? undefined
    : JSON.parse(JSON.stringify(v).replaceAll('{{origin}}', 'http://127.0.0.1:9'));

describe.each(fixtureKinds())('%s fixtures: compiled mappings equal JSONata', (kindName) => {
  const kind = plans.get(kindName)!;
  const fixtures = loadKindFixtures(kindName);

  it('gives JSONata’s value for every expression on every fixture', async () => {
    const mismatches: string[] = [];
    const bails: string[] = [];
    let compared = 0;
    let compiled = 0;
    let uuidSkipped = 0;
    const check = async (
      where: string,
      src: string,
      input: unknown,
      bindings: Record<string, unknown>,
    ) => {
      if (!compiles(src)) return;
      compiled++;
      if (src.includes('$uuid(')) return void uuidSkipped++; // a random value each call (the engine's own function): nothing to compare
      const c = await compareWithJsonata(src, input, bindings);
      compared++;
      if (c.difference) mismatches.push(`${where}: ${src.slice(0, 80)}: ${c.difference}`);
      if ('bailed' in c.compiled && 'value' in c.jsonata)
        bails.push(`${where}: ${src.slice(0, 80)}`);
    };
    for (const file of fixtures.files) {
      for (const fc of file.cases) {
        const a = kind.entities.get(file.entity)?.actions.get(fc.action as ActionPlan['action']);
        if (!a) continue;
        const where = `${file.entity}.${fc.action} (${fc.name})`;
        const raw = fc.params ?? {};
        let params: Record<string, unknown> = structuredClone(raw);
        try {
          params = a.validate(structuredClone(raw)) as Record<string, unknown>; // with defaults, as the engine sees them
        } catch {
          // invalid on purpose: the raw params still exercise the expressions
        }
        const config = fc.config ?? fixtures.connector.config ?? {};
        const replication = fc.replication ?? fixtures.connector.replication ?? {};
        const sources = actionSources(kind, a);
        for (const src of sources.preconditions)
          await check(where, src, params, { config, replication, params });
        for (const src of sources.defaults)
          await check(where, src, structuredClone(raw), { config, replication });
        for (const src of sources.request) await check(where, src, params, { params, config });
        for (const ex of fc.exchanges ?? []) {
          if (ex.response.body === undefined) continue;
          const headers = Object.fromEntries(
            Object.entries(ex.response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
          );
          const bindings = { params, headers, status: ex.response.status ?? 200, config };
          for (const src of sources.response)
            await check(where, src, withOrigin(ex.response.body), bindings);
          const transform = kind.entities.get(file.entity)?.sync?.transform;
          if (transform && a.result && fc.action === 'list') {
            // each record as the list gives it (by JSONata), under a parent record as a sync walks it
            const records = await jsonata(a.result.source).evaluate(
              withOrigin(ex.response.body),
              bindings,
            );
            for (const r of [records ?? []].flat())
              await check(where, transform.source, r, {
                parent: { id: 'parent-0001', object: 'page' },
              });
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(bails, 'inputs JSONata evaluates fine but the compiled path handed back').toEqual([]);
    // every compiled expression met on a fixture was compared (a kind of plain field paths meets none)
    expect(compared).toBe(compiled - uuidSkipped);
  });
});

describe('the shipped manifests', () => {
  const all = [...plans.values()].flatMap((kind) => {
    const discover = [...kind.auth.values()].flatMap((m) =>
      m.oauth2?.discover ? [m.oauth2.discover.config.source] : [],
    );
    const actions = [...kind.entities.values()].flatMap((e) => [...e.actions.values()]);
    const sources = actions.flatMap((a) => {
      const s = actionSources(kind, {
        ...a,
        responseRules: a.responseRules.filter((r) => !kind.responseRules.includes(r)),
      });
      return [...s.preconditions, ...s.defaults, ...s.request, ...s.response];
    });
    const transforms = [...kind.entities.values()].flatMap((e) =>
      e.sync?.transform ? [e.sync.transform.source] : [],
    );
    const rules = kind.responseRules.flatMap((r) =>
      [r.expression, r.message, r.retryAfter]
        .filter((e): e is Expression => !!e)
        .map((e) => e.source),
    );
    return [...sources, ...transforms, ...rules, ...discover].map((source) => ({
      kind: kind.kind,
      source,
    }));
  });

  it('all compile to JavaScript: none is left to JSONata', () => {
    const fallbacks = all
      .map(({ kind, source }) => ({
        kind,
        source,
        compiled: compileJsonata(jsonata(source).ast()),
      }))
      .filter((x) => !x.compiled.ok)
      .map((x) => `${x.kind}: ${x.compiled.ok ? '' : x.compiled.reason}: ${x.source.slice(0, 60)}`);
    expect(fallbacks).toEqual([]);
    expect(all.length).toBeGreaterThan(250);
  });
});
