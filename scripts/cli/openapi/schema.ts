// OpenAPI 3.x schemas as the manifest's JSON Schema subset: local $refs inlined (a cycle or a depth
// past MAX_DEPTH becomes a plain object), allOf merged, `nullable` as a "null" type, and only the
// keywords and formats the manifest format knows kept (example, readOnly, xml, ... are dropped).
type Json = Record<string, unknown>;

const KEEP = [
  'type',
  'enum',
  'const',
  'default',
  'title',
  'description',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'required',
  'minProperties',
  'maxProperties',
];
const FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'ipv4', 'hostname']);
const MAX_DEPTH = 6;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Follows a local `#/a/b` reference; anything else (another file, a URL) is reported by the caller. */
export function resolveRef(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs (#/...) are read, not '${ref}'`);
  let at: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(at) || !Object.hasOwn(at, key)) throw new Error(`$ref '${ref}' points nowhere`);
    at = at[key];
  }
  return at;
}

/** The value behind any chain of $refs. */
export function deref<T = Json>(doc: Json, v: unknown, seen = new Set<string>()): T {
  while (isObject(v) && typeof v.$ref === 'string') {
    if (seen.has(v.$ref)) return {} as T;
    seen.add(v.$ref);
    v = resolveRef(doc, v.$ref);
  }
  return v as T;
}

export function toSchema(doc: Json, raw: unknown, depth = 0, refs: string[] = []): Json {
  const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if (ref && (refs.includes(ref) || depth > MAX_DEPTH)) return { type: 'object' };
  const s = deref(doc, raw);
  if (!isObject(s)) return {};
  const path = ref ? [...refs, ref] : refs;
  const out: Json = {};
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const p = toSchema(doc, part, depth + 1, path);
    Object.assign(out, { ...p, ...out });
    if (isObject(p.properties)) out.properties = { ...(out.properties as Json), ...p.properties };
    if (Array.isArray(p.required))
      out.required = [...new Set([...((out.required as string[]) ?? []), ...p.required])];
  }
  for (const k of KEEP) if (s[k] !== undefined) out[k] = s[k];
  if (typeof s.format === 'string' && FORMATS.has(s.format)) out.format = s.format;
  if (isObject(s.properties)) {
    const props: Json = { ...((out.properties as Json) ?? {}) };
    for (const [k, v] of Object.entries(s.properties))
      Object.defineProperty(props, k, {
        value: toSchema(doc, v, depth + 1, path),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    out.properties = props;
  }
  if (s.items !== undefined) out.items = toSchema(doc, s.items, depth + 1, path);
  if (typeof s.additionalProperties === 'boolean')
    out.additionalProperties = s.additionalProperties;
  else if (isObject(s.additionalProperties))
    out.additionalProperties = toSchema(doc, s.additionalProperties, depth + 1, path);
  for (const k of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[k]))
      out[k] = (s[k] as unknown[]).map((x) => toSchema(doc, x, depth + 1, path));
  if (s.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  if (Array.isArray(out.required) && !out.required.length) delete out.required;
  return out;
}
