// What the kind-level compile decided that each action's compile reads: plain, already compiled
// values (no compiler object), so an action compiles from its own slice of the manifest and these.
import type { ResponseRule } from '../map/rules.ts';
import type { SchemaCompiler } from '../params/validate.ts';
import type { Paginator } from '../plan/paginate.ts';
import type { ArrayStyle } from '../plan/request.ts';
import type { Param } from './types.gen.ts';

export interface KindScope {
  kind: string;
  /** config.properties and derived_config names: what {config.NAME} may name. */
  configNames: Set<string>;
  /** replication settings' names: what {replication.NAME} may name. */
  replicationNames: Set<string>;
  /** The kind's shared path params (path_params). */
  pathParams: Record<string, Param>;
  /** The kind's array style (encoding.arrays). */
  arrays: ArrayStyle;
  paginators: Map<string, Paginator>;
  /** The kind's response rules, checked after each action's own. */
  kindRules: ResponseRule[];
  /** Where validators compile, and whether on first use (the engine) or now (the linter). */
  validators: { ajv: SchemaCompiler; lazy: boolean };
}
