// In-process check of recorded fixture requests against a vendor's OpenAPI description (OpenAPI 3, or
// Swagger 2.0, whose body and form parameters are read as the request body).
// Prism cannot even start on Stripe's spec and hides violations in a header (see
// /work/shared/vendor-specs/README.md), so we do the few checks that catch real manifest mistakes
// ourselves: the operation exists, every query param and top-level body field is one the vendor
// declares, and required ones are present. Value types are deliberately not validated.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ExpectedRequest } from './fixtures.ts';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}
export interface ParameterObject {
  $ref?: string;
  name: string;
  /** path, query, header, cookie; Swagger 2.0 also body (with `schema`) and formData. */
  in: string;
  required?: boolean;
  schema?: SchemaObject;
}
export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  content?: Record<string, { schema?: SchemaObject }>;
}
export interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
}
export type PathItem = { parameters?: ParameterObject[] } & { [method: string]: unknown };
export interface OpenApiDoc {
  openapi?: string;
  /** Swagger 2.0: `swagger: "2.0"`, schemas under `definitions`, the server's path prefix in `basePath`. */
  swagger?: string;
  basePath?: string;
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  definitions?: Record<string, SchemaObject>;
}

export interface CheckOptions {
  /** Prefix of the server URL that is not part of the spec's path templates, e.g. '/api/1.0' for Asana,
   *  or a pattern for a prefix that varies (Jira's OAuth gateway /ex/jira/{cloudId}). */
  basePath?: string | RegExp;
  /** Asana: write bodies are {data: {...}}; check the keys inside `data` when the schema has a `data` property. */
  unwrapData?: boolean;
  /** A format suffix the vendor accepts on every path but its description leaves out (Zendesk's `.json`,
   *  which its next-page links carry): removed from the request path before matching. */
  optionalSuffix?: string;
}

const docCache = new Map<string, OpenApiDoc>();

/** Parses a spec once per file: the specs are 2-3 MB and several test files may use them. */
export function loadOpenApi(file: string): OpenApiDoc {
  let doc = docCache.get(file);
  if (!doc) {
    const text = readFileSync(file, 'utf8');
    doc = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as OpenApiDoc;
    docCache.set(file, doc);
  }
  return doc;
}

/** Follows a chain of local `$ref`s (#/components/..., or Swagger's #/definitions/... and #/parameters/...).
 *  Only called on nodes we actually inspect, so Stripe's huge cyclic schema graph is never walked as a whole. */
function deref<T extends { $ref?: string }>(doc: OpenApiDoc, node: T): T {
  const seen = new Set<string>();
  let current: T = node;
  while (current.$ref) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`cyclic $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref} is not supported`);
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
    current = target as T;
  }
  return current;
}

interface Shape {
  properties: Map<string, SchemaObject>;
  required: Set<string>;
  /** True when unknown keys cannot be reported (additionalProperties allowed, or nothing declared). */
  open: boolean;
}

/** Top-level properties of an object schema, merging allOf members. An absent additionalProperties is
 *  treated as closed: vendors rarely write `false`, and we want unknown fields reported. */
function shapeOf(doc: OpenApiDoc, schema: SchemaObject, seen = new Set<string>()): Shape {
  const shape: Shape = { properties: new Map(), required: new Set(), open: false };
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return shape; // cycle through allOf: nothing new to learn
    seen.add(schema.$ref);
  }
  const s = deref(doc, schema);
  // OpenAPI 3.1 keeps properties written beside a $ref (Ashby's customField.list adds includeArchived so)
  const beside = schema.$ref ? (schema.properties ?? {}) : {};
  for (const [name, prop] of Object.entries({ ...s.properties, ...beside }))
    shape.properties.set(name, prop);
  for (const name of s.required ?? []) shape.required.add(name);
  if (s.additionalProperties === true || typeof s.additionalProperties === 'object')
    shape.open = true;
  // anyOf/oneOf variants: which one applies depends on values, so don't guess about keys.
  if ((s.anyOf || s.oneOf) && !s.properties) shape.open = true;
  for (const member of s.allOf ?? []) {
    const sub = shapeOf(doc, member, seen);
    for (const [k, v] of sub.properties) shape.properties.set(k, v);
    for (const k of sub.required) shape.required.add(k);
    shape.open ||= sub.open;
  }
  if (shape.properties.size === 0) shape.open = true;
  return shape;
}

interface Route {
  template: string;
  pattern: RegExp;
  literals: number;
  item: PathItem;
}
const routeCache = new WeakMap<OpenApiDoc, Route[]>();

/** Path params a description marks `x-multi-segment: true` (GitHub's file paths and git refs): they
 *  may span several segments, slashes included. */
function multiSegmentParams(doc: OpenApiDoc, item: PathItem): Set<string> {
  const params = [
    ...(item.parameters ?? []),
    ...Object.values(item).flatMap((op) =>
      op && typeof op === 'object' && 'parameters' in op
        ? ((op as OperationObject).parameters ?? [])
        : [],
    ),
  ].map((p) => deref(doc, p) as ParameterObject & { 'x-multi-segment'?: boolean });
  return new Set(params.filter((p) => p.in === 'path' && p['x-multi-segment']).map((p) => p.name));
}

/** Path templates as regexes, most literal segments first, so /v1/customers/search wins over
 *  /v1/customers/{customer}. */
function routes(doc: OpenApiDoc): Route[] {
  let table = routeCache.get(doc);
  if (!table) {
    table = Object.entries(doc.paths).map(([template, item]) => {
      const segments = template.split('/');
      const multi = multiSegmentParams(doc, item);
      const source = segments
        .map((seg) =>
          seg
            .split(/(\{[^}]+\})/)
            .map((part) =>
              part.startsWith('{')
                ? multi.has(part.slice(1, -1))
                  ? '.+'
                  : '[^/]+'
                : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
            )
            .join(''),
        )
        .join('/');
      return {
        template,
        pattern: new RegExp(`^${source}$`),
        literals: segments.filter((seg) => seg && !seg.includes('{')).length,
        item,
      };
    });
    table.sort((a, b) => b.literals - a.literals);
    routeCache.set(doc, table);
  }
  return table;
}

/** The declared query parameter a wire name stands for: `created[gte]` -> created, `expand[0]` -> expand,
 *  but a literally declared `page[size]` (Klaviyo) stays itself. */
function declaredName(wire: string, declared: Map<string, ParameterObject>): string {
  if (declared.has(wire)) return wire;
  const bracket = wire.indexOf('[');
  return bracket > 0 ? wire.slice(0, bracket) : wire;
}

export function checkRequest(
  doc: OpenApiDoc,
  req: ExpectedRequest,
  opts: CheckOptions = {},
): string[] {
  const method = req.method.toLowerCase();
  const label = `${req.method.toUpperCase()} ${req.path}`;
  const basePath =
    opts.basePath ?? (doc.basePath && doc.basePath !== '/' ? doc.basePath.replace(/\/$/, '') : '');
  const base = basePath instanceof RegExp ? (basePath.exec(req.path)?.[0] ?? null) : basePath;
  if (base === null || (base && req.path !== base && !req.path.startsWith(`${base}/`)))
    return [`${label}: path does not start with the base path ${basePath}`];
  const bare = req.path.slice(base.length) || '/';
  const path =
    opts.optionalSuffix && bare.endsWith(opts.optionalSuffix)
      ? bare.slice(0, -opts.optionalSuffix.length)
      : bare;

  const matches = routes(doc).filter((r) => r.pattern.test(path));
  const route = matches.find((r) => r.item[method]);
  if (!route) {
    const others = matches.map(
      (r) =>
        `${Object.keys(r.item)
          .filter((k) => k !== 'parameters')
          .join('/')} ${r.template}`,
    );
    return [
      `no operation ${label} in the vendor spec${others.length ? ` (path matches ${others.join(', ')})` : ''}`,
    ];
  }
  const op = route.item[method] as OperationObject;
  const where = `${label} (${method.toUpperCase()} ${route.template})`;
  const problems: string[] = [];

  // Query: operation-level parameters override path-item-level ones with the same name and location.
  const params = [...(route.item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
    deref(doc, p),
  );
  const query = new Map<string, ParameterObject>();
  for (const p of params) if (p.in === 'query') query.set(p.name, p);
  const sent = new Set<string>();
  for (const wire of Object.keys(req.query ?? {})) {
    const name = declaredName(wire, query);
    sent.add(name);
    if (!query.has(name))
      problems.push(
        `${where}: unknown query param '${wire}'; declared: ${[...query.keys()].join(', ') || '(none)'}`,
      );
  }
  for (const p of query.values()) {
    if (p.required && !sent.has(p.name))
      problems.push(`${where}: missing required query param '${p.name}'`);
  }

  // Body: only the top level (or one level inside Asana's `data` wrapper) is checked.
  const rawBody = op.requestBody ? deref(doc, op.requestBody) : swaggerBody(params);
  if (req.body === undefined) {
    if (rawBody?.required)
      problems.push(`${where}: the operation requires a request body but none was sent`);
    return problems;
  }
  if (!rawBody)
    return [...problems, `${where}: a body was sent but the operation takes no request body`];
  const content = rawBody.content ?? {};
  const media =
    content['application/json'] ??
    content['application/x-www-form-urlencoded'] ??
    Object.values(content)[0];
  if (!media?.schema || !isPlainObject(req.body)) return problems;
  const form = !content['application/json'] && !!content['application/x-www-form-urlencoded'];
  // Form field names are flattened (`metadata[order_id]`); the top-level property is the part before `[`.
  const keys = [
    ...new Set(
      Object.keys(req.body).map((k) => (form && k.includes('[') ? k.slice(0, k.indexOf('[')) : k)),
    ),
  ];

  let shape = shapeOf(doc, media.schema);
  let body: Record<string, unknown> = req.body;
  let prefix = 'body';
  const data = opts.unwrapData ? shape.properties.get('data') : undefined;
  if (data) {
    // Asana's spec does not enforce the wrapper, but the API ignores fields outside it.
    for (const k of keys)
      if (k !== 'data')
        problems.push(`${where}: body field '${k}' is outside the {data: ...} wrapper`);
    if (!isPlainObject(req.body.data))
      return [...problems, `${where}: body must be wrapped as {data: {...}}`];
    body = req.body.data;
    shape = shapeOf(doc, data);
    prefix = 'body.data';
  }
  const bodyKeys = data ? Object.keys(body) : keys;
  if (!shape.open) {
    for (const k of bodyKeys) {
      if (!shape.properties.has(k))
        problems.push(
          `${where}: unknown ${prefix} field '${k}'; declared: ${[...shape.properties.keys()].join(', ')}`,
        );
    }
  }
  for (const k of shape.required) {
    if (!bodyKeys.includes(k)) problems.push(`${where}: missing required ${prefix} field '${k}'`);
  }
  return problems;
}

/** Swagger 2.0 has no requestBody: an `in: body` parameter carries the body's schema, and `in: formData`
 *  parameters are the fields of a form body. */
function swaggerBody(params: ParameterObject[]): RequestBodyObject | undefined {
  const body = params.find((p) => p.in === 'body');
  if (body)
    return {
      required: body.required ?? false,
      content: { 'application/json': { schema: body.schema ?? {} } },
    };
  const form = params.filter((p) => p.in === 'formData');
  if (!form.length) return undefined;
  const schema: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries(form.map((p) => [p.name, {}])),
    required: form.filter((p) => p.required).map((p) => p.name),
  };
  return {
    required: schema.required!.length > 0,
    content: { 'application/x-www-form-urlencoded': { schema } },
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
