// Named definitions: a manifest's top-level `definitions:` holds reusable pieces (param groups,
// field sets, record schemas, GraphQL documents, whole action templates) and `{ $ref:
// "#/definitions/NAME" }` uses one. The loader resolves every $ref before the schema check, so the
// schema, the compiler and Ajv only ever see plain data (a JSON Schema `$ref` into #/definitions is
// resolved the same way). Sibling keys beside a $ref are merged over the referenced object, deeply,
// as `defaults` merge under actions: objects key by key, the siblings winning, lists and scalars
// replaced. Problems are reported at the $ref that causes them, which the source positions keep.
import { closest } from '../errors.ts';
import { decodePointer } from '../schema/field-errors.ts';
import type { JsonPath, SourceProblem } from './load.ts';
import { isPlain, merge } from './merge.ts';

export const REF_PREFIX = '#/definitions/';

export interface Resolved {
  data: unknown;
  problems: SourceProblem[];
}

export function resolveRefs(data: unknown): Resolved {
  if (!isPlain(data)) return { data, problems: [] };
  return new Resolver(isPlain(data.definitions) ? data.definitions : {}).run(data);
}

const kindOf = (v: unknown) =>
  Array.isArray(v)
    ? 'a list'
    : typeof v === 'string'
      ? 'a text'
      : `a ${v === null ? 'null' : typeof v}`;

class Resolver {
  problems: SourceProblem[] = [];
  private used = new Set<string>();
  private done = new Map<string, unknown>();
  /** Definitions being resolved, outermost first: a $ref to one of them closes a cycle. */
  private open: string[] = [];

  constructor(private defs: Record<string, unknown>) {}

  run(data: Record<string, unknown>): Resolved {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) out[k] = k === 'definitions' ? v : this.node(v, [k]);
    // Each definition resolved once, also the unused ones (their problems are reported too).
    if (isPlain(data.definitions))
      out.definitions = Object.fromEntries(
        Object.keys(this.defs).map((name) => [name, this.resolved(name, ['definitions', name])]),
      );
    for (const name of Object.keys(this.defs)) {
      if (!this.used.has(name))
        this.problem(
          ['definitions', name],
          'definition-unused',
          `definition '${name}' is never used; refer to it with $ref: "${REF_PREFIX}${name}" or remove it.`,
          true,
        );
    }
    return { data: out, problems: this.problems };
  }

  private problem(path: JsonPath, code: string, message: string, atKey = false) {
    this.problems.push({ path, code, message, ...(atKey ? { atKey } : {}) });
  }

  private node(v: unknown, path: JsonPath): unknown {
    if (Array.isArray(v)) return v.map((x, i) => this.node(x, [...path, i]));
    if (!isPlain(v)) return v;
    if ('$ref' in v) return this.use(v, path);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, this.node(x, [...path, k])]));
  }

  private use(v: Record<string, unknown>, path: JsonPath): unknown {
    const { $ref: ref, ...siblings } = v;
    const at = [...path, '$ref'];
    if (
      typeof ref !== 'string' ||
      !ref.startsWith(REF_PREFIX) ||
      ref.length === REF_PREFIX.length
    ) {
      this.problem(
        at,
        'ref-invalid',
        `$ref must be "${REF_PREFIX}NAME" (a name under definitions, optionally /deeper/keys), not ${JSON.stringify(ref)}.`,
      );
      return undefined;
    }
    const target = this.definition(ref, at);
    if (target === undefined) return undefined;
    if (!Object.keys(siblings).length) return structuredClone(target);
    if (!isPlain(target)) {
      this.problem(
        at,
        'ref-siblings',
        `${ref} is ${kindOf(target)}; keys beside a $ref (${Object.keys(siblings).join(', ')}) merge only into an object. Refer to an object, or drop the keys.`,
      );
      return undefined;
    }
    return merge(structuredClone(target), this.node(siblings, path), false);
  }

  /** The resolved value a ref points to, each definition resolved once (its own problems reported once). */
  private definition(ref: string, at: JsonPath): unknown {
    const keys = decodePointer(ref.slice(REF_PREFIX.length - 1));
    const name = keys[0]!;
    this.used.add(name);
    if (!Object.hasOwn(this.defs, name)) {
      const hint = closest(name, Object.keys(this.defs));
      this.problem(
        at,
        'ref-missing',
        `${ref}: there is no definition '${name}'.${hint ? ` Did you mean '${hint}'?` : ''} Defined: ${Object.keys(this.defs).join(', ') || 'none'}.`,
      );
      return undefined;
    }
    let value = this.resolved(name, at);
    for (const k of keys.slice(1))
      value =
        isPlain(value) || Array.isArray(value) ? (value as Record<string, unknown>)[k] : undefined;
    if (value === undefined && keys.length > 1)
      this.problem(
        at,
        'ref-missing',
        `${ref}: definition '${name}' has nothing at /${keys.slice(1).join('/')}.`,
      );
    return value;
  }

  private resolved(name: string, at: JsonPath): unknown {
    if (this.open.includes(name)) {
      this.problem(
        at,
        'ref-cycle',
        `$ref to '${name}' refers back to itself: ${[...this.open.slice(this.open.indexOf(name)), name].join(' -> ')}. A definition cannot contain itself; break the cycle.`,
      );
      return undefined;
    }
    if (!this.done.has(name)) {
      this.open.push(name);
      this.done.set(name, this.node(this.defs[name], ['definitions', name]));
      this.open.pop();
    }
    return this.done.get(name);
  }
}
