// The kind-level parts of a manifest: its named pagination strategies, derived config and replication
// settings' schema. Apart from compile.ts (Compiler.run) to keep it small.
import { compileStrategy, nextHidesStopRule } from '../paginate/index.ts';
import type { Compiler } from './compile.ts';
import type { KindPlan } from './plan.ts';
import type { ConnectorManifest, Schema } from './types.gen.ts';

/** Compiles every strategy under pagination into c.paginators (actions name them). */
export function compilePaginators(c: Compiler): void {
  const m = c.m;
  for (const [name, spec] of Object.entries(m.pagination ?? {})) {
    const { type, description: _d, ...rest } = spec as { type: string; description?: string };
    c.paginators.set(
      name,
      compileStrategy(type, rest, (src, key) => c.expr(src, ['pagination', name, key])),
    );
    const next = (rest as { next?: string }).next;
    if (next && nextHidesStopRule(next)) {
      c.problem(
        ['pagination', name, 'next'],
        'pagination-stop-in-next',
        `pagination.${name}.next decides the stop inside a conditional; give next the token alone and the stop rule to has_more (continue while true) or stop_when (stop once true), e.g. next: data[-1].id with has_more: has_more.`,
      );
    }
  }
}

/** derived_config, each entry checked to read a config variable config.properties declares. */
export function compileDerived(c: Compiler): KindPlan['derived'] {
  const m = c.m;
  return Object.entries(m.derived_config ?? {}).map(([name, d]) => {
    if (!(d.from in (m.config?.properties ?? {})))
      c.problem(
        ['derived_config', name, 'from'],
        'schema-ref',
        `derived_config.${name} reads config variable '${d.from}', which config.properties does not declare.`,
      );
    return { name, from: d.from, map: d.map };
  });
}

/** The replication settings' schema: the kind's, or replication_start_date alone. */
export function replicationSchemaOf(m: ConnectorManifest): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: m.replication?.properties ?? {
      replication_start_date: {
        type: 'string',
        format: 'date-time',
        pattern: 'Z$',
        description: 'UTC instant (YYYY-MM-DDThh:mm:ssZ); data before it is not replicated.',
      },
    },
    required: m.replication?.required ?? [],
  };
}
