// The searchable fields of an entity, from its record schema: the manifest names them (a list, or
// `all` for every record property), and each field's type is the record property's type (the first
// besides null) unless a `{ name: type }` list item or the map form overrides it. A name the record lacks, or whose type the record does not say, is a problem with
// its fix, so the record stays the one source of truth for fields.
import type { Problems } from './problems.ts';
import type { Entity, Schema } from './types.gen.ts';

const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array']);

export function searchableFields(c: Problems, entity: string, e: Entity): Record<string, string> {
  const spec = e.searchable;
  if (!spec) return {};
  const props = e.record?.properties ?? {};
  // A list item is a name or { name: type }; `all` names every record property; the map form types each.
  const list = Array.isArray(spec) ? spec : undefined;
  const map = list || spec === 'all' ? {} : (spec as Record<string, string>);
  const overrides: Record<string, string> = list
    ? Object.assign({}, ...list.filter((s) => typeof s !== 'string'))
    : map;
  const names = list
    ? list.map((s) => (typeof s === 'string' ? s : Object.keys(s)[0]!))
    : spec === 'all'
      ? Object.keys(props)
      : Object.keys(map);
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    const at = ['entities', entity, 'searchable', ...(list ? [i] : spec === 'all' ? [] : [name])];
    const prop = Object.hasOwn(props, name) ? (props[name] as Schema) : undefined;
    if (!prop) {
      const hint = overrides[name] ?? 'string';
      c.problem(
        at,
        'searchable-not-in-record',
        `searchable field '${name}' is not in the record schema of ${entity}. Add it to entities.${entity}.record.properties (e.g. ${name}: { type: ${hint} }) or remove it from searchable.`,
        !list && spec !== 'all',
      );
      return;
    }
    const type = overrides[name] ?? recordType(prop);
    if (!type) {
      c.problem(
        at,
        'searchable-no-type',
        `searchable field '${name}' has no single type in the record schema of ${entity}. Give entities.${entity}.record.properties.${name} a type, or state it here ({ ${name}: string } in the list).`,
        !list && spec !== 'all',
      );
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
  const kinds = new Set(
    (prop.enum ?? [])
      .filter((v) => v !== null)
      .map((v) => (Number.isInteger(v) ? 'integer' : typeof v)),
  );
  return kinds.size === 1 && TYPES.has([...kinds][0]!) ? [...kinds][0] : undefined;
}
