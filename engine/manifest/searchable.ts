// The searchable fields of an entity, from its record schema: the manifest names them (a list), and
// each field's type is the record property's type (the first besides null) unless the map form
// overrides it. A name the record lacks, or whose type the record does not say, is a problem with
// its fix, so the record stays the one source of truth for fields.
import type { Compiler } from './compile.ts';
import type { Entity, Schema } from './types.gen.ts';

const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array']);

export function searchableFields(c: Compiler, entity: string, e: Entity): Record<string, string> {
  const spec = e.searchable;
  if (!spec) return {};
  const overrides: Record<string, string> = Array.isArray(spec) ? {} : (spec as Record<string, string>);
  const names = Array.isArray(spec) ? (spec as string[]) : Object.keys(spec);
  const props = e.record?.properties ?? {};
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    const at = ['entities', entity, 'searchable', Array.isArray(spec) ? i : name];
    const prop = Object.hasOwn(props, name) ? (props[name] as Schema) : undefined;
    if (!prop) {
      const hint = overrides[name] ?? 'string';
      c.problem(at, 'searchable-not-in-record', `searchable field '${name}' is not in the record schema of ${entity}. Add it to entities.${entity}.record.properties (e.g. ${name}: { type: ${hint} }) or remove it from searchable.`, !Array.isArray(spec));
      return;
    }
    const type = overrides[name] ?? recordType(prop);
    if (!type) {
      c.problem(at, 'searchable-no-type', `searchable field '${name}' has no single type in the record schema of ${entity}. Give entities.${entity}.record.properties.${name} a type, or state it here in the map form (searchable: { ${name}: string }).`, !Array.isArray(spec));
      return;
    }
    out[name] = type;
  });
  return out;
}

/** The searchable type a record property gives: its type (the first besides null), or that of its enum values. */
function recordType(prop: Schema): string | undefined {
  const t = prop.type;
  const first = Array.isArray(t) ? t.find((x) => x !== 'null') : t;
  if (first) return TYPES.has(first) ? first : undefined;
  const kinds = new Set((prop.enum ?? []).filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)));
  return kinds.size === 1 && TYPES.has([...kinds][0]!) ? [...kinds][0] : undefined;
}
