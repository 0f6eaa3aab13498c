// Example params for the docs page: for each action, the params a caller must give, with values a vendor
// would take (the schema's own examples, default, const or first enum value; dates and ids in the format
// or pattern the schema states), so "try it" starts from a call that passes the action's schema. A
// cross-field rule the bare example breaks ("a project or a section") gets the fields it names added,
// one at a time, until the engine takes the call.
import { type KindPlan, prepareParams } from '../../engine/index.ts';

/** One action's plan, as the kind's plan holds it. */
type ActionPlan =
  KindPlan['entities'] extends Map<string, infer E extends { actions: unknown }>
    ? E['actions'] extends Map<string, infer A>
      ? A
      : never
    : never;

import { samplePattern } from './pattern-sample.ts';

type S = Record<string, unknown>;

/** A name of an id: id, gid, contactId, project_id. */
const ID = /(^|[a-z_])(id|gid)$|Id$/;
const END = /(end|until|before|to)([A-Z_]|$)|max/i;

const FORMATS: Record<string, string> = {
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  time: '09:30:00Z',
  email: 'jane.doe@example.com',
  uuid: '3f2b8c1e-6d4a-4b7e-9a1c-2e5f7d8b9c0a',
  uri: 'https://example.com/resource',
  url: 'https://example.com/resource',
  hostname: 'example.com',
};

/** The params object of an action's example (required params only, nested as their schemas ask). */
export function exampleParams(schema: S): Record<string, unknown> {
  return exampleOf(schema, 'params', 0) as Record<string, unknown>;
}

/** What an example call is checked under: the required config, and the required replication values
 *  with the replication's defaults filled in, as a stored connector holds them. */
export function exampleScope(
  plan: Pick<KindPlan, 'replicationSchema' | 'validateReplication'>,
  configSchema: S,
): { config: Record<string, unknown>; replication: Record<string, unknown> } {
  const replication = exampleParams(plan.replicationSchema as S);
  plan.validateReplication(replication); // useDefaults: the defaults go into the object
  return { config: exampleParams(configSchema), replication };
}

/** The example, with the fields a broken precondition names added until the engine takes it. */
export async function acceptedExample(
  plan: ActionPlan,
  schema: S,
  scope: { config: Record<string, unknown>; replication: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const example = exampleParams(schema);
  if (!plan.preconditions.length) return example; // the schema alone decides (and is kept lazy)
  for (let round = 0; round < 4; round++) {
    const broken = await brokenFields(plan, example, scope);
    const added = broken.some((path) => addAt(example, schema, path.split('.')));
    if (!added) return example;
  }
  return example;
}

/** Adds an example value at a dotted path the example lacks (true when it did). */
function addAt(target: Record<string, unknown>, schema: S, path: string[]): boolean {
  const [key, ...rest] = path;
  const props = (schema.properties ?? {}) as Record<string, S>;
  const sub = props[key!];
  if (!sub) return false;
  if (rest.length === 0) {
    if (target[key!] !== undefined) return false;
    const value = exampleOf(sub, key!, 1);
    if (value !== undefined) put(target, key!, value);
    return value !== undefined;
  }
  const inner = target[key!] ?? {};
  if (typeof inner !== 'object' || Array.isArray(inner)) return false;
  if (!addAt(inner as Record<string, unknown>, sub, rest)) return false;
  put(target, key!, inner);
  return true;
}

/** The fields of the preconditions the params break (none when the engine takes them). */
async function brokenFields(
  plan: ActionPlan,
  params: Record<string, unknown>,
  scope: { config: Record<string, unknown>; replication: Record<string, unknown> },
): Promise<string[]> {
  try {
    await prepareParams(plan, structuredClone(params), scope);
    return [];
  } catch (err) {
    const errors = (err as { errors?: { field: string | null; error_code: string }[] }).errors;
    return (errors ?? [])
      .filter((e) => e.error_code === 'precondition_failed' && e.field)
      .map((e) => e.field!);
  }
}

function exampleOf(schema: S, name: string, depth: number): unknown {
  if (depth > 8) return undefined;
  const stated = statedValue(schema);
  if (stated !== undefined) return stated;
  const branch = (schema.anyOf ?? schema.oneOf) as S[] | undefined;
  if (branch?.length) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return exampleOf(merge(rest, branch[0]!), name, depth + 1);
  }
  if (Array.isArray(schema.allOf))
    return exampleOf(
      (schema.allOf as S[]).reduce(merge, { ...schema, allOf: undefined }),
      name,
      depth + 1,
    );
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  const type = types.find((t) => t !== 'null') ?? 'null';
  if (type === 'object') return exampleObject(schema, depth);
  if (type === 'array') {
    const items = (schema.items as S | undefined) ?? {};
    const n = Math.max(1, Number(schema.minItems ?? 1));
    return Array.from({ length: n }, () => exampleOf(items, name, depth + 1));
  }
  return exampleScalar(schema, type as string, name);
}

/** A value the schema states itself: its first example or enum value, its default, its const. */
function statedValue(schema: S): unknown {
  for (const key of ['examples', 'enum'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.some((v) => v !== null)) return list.find((v) => v !== null);
  }
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  return schema.const;
}

function exampleScalar(schema: S, type: string, name: string): unknown {
  if (type === 'integer' || type === 'number') return exampleNumber(schema);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return exampleString(schema, name);
}

function exampleObject(schema: S, depth: number): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, S>;
  const out: Record<string, unknown> = {};
  const wanted = new Set((schema.required as string[] | undefined) ?? []);
  const min = Number(schema.minProperties ?? 0);
  for (const k of Object.keys(props)) if (wanted.size < min) wanted.add(k);
  for (const k of wanted) {
    const value = exampleOf(props[k] ?? {}, k, depth + 1);
    if (value !== undefined) put(out, k, value);
  }
  // a map (names free, values typed): one entry, so minProperties holds
  const extra = schema.additionalProperties;
  if (Object.keys(out).length < min && extra && typeof extra === 'object')
    put(out, 'name', exampleOf(extra as S, 'name', depth + 1));
  return out;
}

function exampleNumber(schema: S): number {
  const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number) + 1;
  const max = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number) - 1;
  const n = Number.isFinite(min) ? Math.max(min, 1) : 10;
  return Number.isFinite(max) ? Math.min(n, max) : n;
}

function exampleString(schema: S, name: string): string | undefined {
  const format = FORMATS[schema.format as string];
  // the end of a range comes after its start
  if (format && END.test(name)) return format.replace('2026-01-15', '2026-01-31');
  if (format) return format;
  if (typeof schema.pattern === 'string') return samplePattern(schema.pattern);
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  // an id the schema says nothing more of: numeric, the most common form
  const text = (ID.test(name) ? '1234567' : `example ${name.replace(/[_-]+/g, ' ')}`).padEnd(
    min,
    'x',
  );
  return text.slice(0, max);
}

/** Two schemas as one (an anyOf branch over its parent): properties and required lists joined. */
function merge(a: S, b: S): S {
  return {
    ...a,
    ...b,
    properties: { ...((a.properties as S) ?? {}), ...((b.properties as S) ?? {}) },
    required: [...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])],
  };
}

/** Sets a key named by a schema (even `__proto__`) as a plain own property. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
