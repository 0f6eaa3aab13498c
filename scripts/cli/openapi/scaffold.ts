// A manifest from an OpenAPI 3.x description: entities from path segments, actions from verbs
// (GET on a collection: list, POST: create; on /{id}: get, PATCH/PUT: update, DELETE: delete; POST on
// /{id}/verb: a named action), params from parameters and JSON request bodies, records from response
// schemas, auth, base URL, pagination and vendor_api from the description. What it could not map
// is returned in `notes`, never left as a silent stub.
import { guessAuth, guessPaging } from './guess.ts';
import { deref, toSchema } from './schema.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
const set = (o: Json, k: string, v: unknown) =>
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

function jsonSchemaOf(doc: Json, holder: unknown): unknown {
  const content = deref<Json>(doc, holder)?.content;
  if (!isObject(content)) return undefined;
  const type = Object.keys(content).find((t) => /json/i.test(t));
  return type && isObject(content[type]) ? (content[type] as Json).schema : undefined;
}

function okResponse(doc: Json, op: Json): { schema?: unknown; link: boolean } {
  const responses = isObject(op.responses) ? op.responses : {};
  const code = ['200', '201', '2XX', '2xx', 'default'].find((c) => c in responses);
  const r = code ? deref<Json>(doc, responses[code]) : undefined;
  const headers = isObject(r?.headers) ? Object.keys(r.headers) : [];
  return { schema: jsonSchemaOf(doc, r), link: headers.some((h) => h.toLowerCase() === 'link') };
}

/** Where a list's records are in its body: the body itself (an array) or its one (or data/items) array. */
function recordsOf(body: Json, notes: string[], at: string): { result?: string; record?: Json } {
  if (body.type === 'array') return { result: '$', record: body.items as Json };
  const arrays = Object.entries(isObject(body.properties) ? body.properties : {}).filter(
    ([, v]) => (v as Json).type === 'array',
  );
  const chosen =
    arrays.find(([k]) => ['data', 'items', 'results', 'records'].includes(k)) ?? arrays[0];
  if (arrays.length > 1)
    notes.push(
      `${at}: records read from '${chosen![0]}' of ${arrays.length} arrays in the answer.`,
    );
  if (!chosen)
    notes.push(`${at}: no array of records in the answer's schema; result is the whole body.`);
  return chosen ? { result: chosen[0], record: (chosen[1] as Json).items as Json } : {};
}

export function scaffold(
  doc: Json,
  kind: string,
  tags: string[],
): { manifest: Json; notes: string[] } {
  const notes: string[] = [];
  if (!String(doc.openapi ?? '').startsWith('3.'))
    throw new Error(
      `not an OpenAPI 3.x description (openapi: ${String(doc.openapi ?? 'missing')})`,
    );
  const info = isObject(doc.info) ? doc.info : {};
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? doc.servers[0] : {};
  let base = String(server.url ?? '');
  const config: Json = {};
  for (const [name, v] of Object.entries(isObject(server.variables) ? server.variables : {})) {
    const variable = v as Json;
    set(config, name, {
      type: 'string',
      ...(variable.enum ? { enum: variable.enum } : {}),
      ...(variable.default !== undefined ? { default: variable.default } : {}),
      ...(variable.description ? { description: variable.description } : {}),
    });
  }
  base = base.replace(/\{([^}]+)\}/g, '{config.$1}');
  if (!/^https?:\/\//.test(base)) {
    notes.push(
      `base_url: servers[0] gives no absolute URL ('${base}'); set base_url to the vendor's API origin.`,
    );
    base = `https://api.${kind}.example${base.startsWith('/') ? base : ''}`;
  }
  const docsUrl = [
    isObject(doc.externalDocs) ? doc.externalDocs.url : undefined,
    isObject(info.contact) ? info.contact.url : undefined,
  ].find((u) => typeof u === 'string' && u.startsWith('https://'));
  if (!docsUrl)
    notes.push(
      "vendor_api.docs: the description links no https reference; set it to the vendor's API docs.",
    );
  const manifest: Json = {
    kind,
    name: String(info.title ?? kind),
    description: String(info.description ?? info.title ?? kind)
      .split('\n')[0]!
      .trim(),
    version: '0.1.0',
    vendor_api: {
      version: String(info.version ?? 'unknown'),
      docs: docsUrl ?? `https://${kind}.example/docs`,
    },
    base_url: base,
    ...(Object.keys(config).length
      ? {
          config: {
            properties: config,
            required: Object.keys(config).filter((k) => (config[k] as Json).default === undefined),
          },
        }
      : {}),
    auth: guessAuth(doc, notes),
  };
  const pathParams: Json = {};
  const pagination: Json = {};
  const entities: Json = {};
  const skipped: string[] = [];
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = deref<Json>(doc, rawItem);
    const segments = path.split('/').filter(Boolean);
    const isParam = (s: string) => /^\{.+\}$/.test(s);
    const last = segments.at(-1) ?? '';
    const onItem = isParam(last);
    // POST /things/{id}/verb: a named action of things
    const named =
      !onItem && segments.length >= 2 && isParam(segments.at(-2)!) ? snake(last) : undefined;
    const entitySegments = (named ? segments.slice(0, -1) : segments).filter((s) => !isParam(s));
    const entity = snake(entitySegments.join('_'));
    for (const verb of VERBS) {
      const op = isObject(item[verb]) ? (item[verb] as Json) : undefined;
      if (!op) continue;
      const at = `${verb.toUpperCase()} ${path}`;
      const opTags = Array.isArray(op.tags) ? op.tags.map(String) : [];
      if (tags.length && !opTags.some((t) => tags.includes(t))) continue;
      const action =
        named && verb === 'post'
          ? named
          : onItem
            ? { get: 'get', put: 'update', patch: 'update', delete: 'delete', post: undefined }[
                verb
              ]
            : { get: 'list', post: 'create', put: undefined, patch: undefined, delete: undefined }[
                verb
              ];
      if (!entity || !action || !/^[a-z]/.test(entity)) {
        skipped.push(at);
        continue;
      }
      const e = (entities[entity] ??= { actions: {} }) as Json;
      const actions = e.actions as Json;
      if (actions[action]) {
        skipped.push(
          `${at} (${entity}.${action} is already ${String((actions[action] as Json).from)})`,
        );
        continue;
      }
      const params: Json = {};
      const required: string[] = [];
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ].map((p) => deref<Json>(doc, p));
      for (const p of parameters) {
        const name = String(p.name);
        const schema = {
          ...toSchema(doc, p.schema),
          ...(p.description ? { description: String(p.description) } : {}),
        };
        if (p.in === 'path') {
          if (!(name in pathParams)) set(pathParams, name, schema);
          continue;
        }
        if (p.in === 'cookie') {
          notes.push(`${at}: cookie param ${name} not scaffolded.`);
          continue;
        }
        const placed =
          p.in === 'header' || (p.in === 'query' && verb !== 'get' && verb !== 'delete')
            ? { ...schema, in: p.in }
            : schema;
        set(params, name, placed);
        if (p.required === true) required.push(name);
      }
      const bodySchema = op.requestBody
        ? toSchema(doc, jsonSchemaOf(doc, op.requestBody))
        : undefined;
      if (op.requestBody && !bodySchema?.properties)
        notes.push(
          `${at}: the request body is not a JSON object of fields; its params are not scaffolded.`,
        );
      for (const [k, v] of Object.entries(
        isObject(bodySchema?.properties) ? bodySchema.properties : {},
      ))
        set(params, k, v);
      if (Array.isArray(bodySchema?.required)) required.push(...(bodySchema.required as string[]));
      const answer = okResponse(doc, op);
      const body = answer.schema ? toSchema(doc, answer.schema) : {};
      const a: Json = { from: at };
      if (named)
        a.description = String(
          op.summary ?? op.description ?? `${named} (${at}); say what it does.`,
        );
      const expected =
        { get: 'GET', list: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }[action] ??
        'POST';
      a.request = {
        path,
        ...(verb.toUpperCase() !== expected ? { method: verb.toUpperCase() } : {}),
      };
      if (action === 'list') {
        const { result, record } = recordsOf(body, notes, at);
        if (result && result !== '$') a.response = { result };
        if (record && !e.record) e.record = record;
        const paging = guessPaging(Object.keys(params), body, answer.link);
        notes.push(
          `${entity}.list: pagination ${paging.said}${paging.strategy ? ' (guessed from names: check it)' : ''}.`,
        );
        if (paging.strategy) {
          const name = String(paging.strategy.type);
          const strategyName =
            pagination[name] && JSON.stringify(pagination[name]) !== JSON.stringify(paging.strategy)
              ? `${name}_${entity}`
              : name;
          set(pagination, strategyName, paging.strategy);
          a.pagination = strategyName;
          if (paging.param) delete params[paging.param];
          if (paging.metadata.length)
            a.response = { ...((a.response as Json) ?? {}), metadata: paging.metadata };
        } else
          a.no_pagination_reason =
            'The OpenAPI description shows no pagination; check the vendor docs.';
      } else if (action === 'get' && body.type === 'object') e.record ??= body;
      const finalRequired = [...new Set(required)].filter((r) => r in params);
      if (Object.keys(params).length)
        a.params = {
          ...(finalRequired.length ? { required: finalRequired } : {}),
          properties: params,
        };
      set(actions, action, a);
      if (op.summary && !e.description) e.description = String(op.summary);
    }
  }
  for (const [name, e] of Object.entries(entities) as [string, Json][]) {
    for (const a of Object.values(e.actions as Json) as Json[]) delete a.from;
    if (!e.record)
      notes.push(
        `${name}: no record schema (its answers declare none); add entities.${name}.record.`,
      );
    const { description, record, actions } = e; // in the order a reader wants them
    set(entities, name, {
      ...(description ? { description } : {}),
      ...(record ? { record } : {}),
      actions,
    });
  }
  if (skipped.length)
    notes.push(
      `operations not scaffolded (no catalog action fits; add them by hand): ${skipped.join('; ')}.`,
    );
  if (!Object.keys(entities).length)
    throw new Error(
      tags.length
        ? `no operation is tagged ${tags.join(', ')}`
        : 'the description has no operations init can map',
    );
  const first = Object.entries(entities).find(([, e]) => ((e as Json).actions as Json).list);
  if (first) {
    const list = ((first[1] as Json).actions as Json).list as Json;
    const props =
      isObject(list.params) && isObject(list.params.properties) ? list.params.properties : {};
    const size = Object.keys(props).find((k) =>
      ['limit', 'per_page', 'page_size', 'pagesize', 'count'].includes(k.toLowerCase()),
    );
    manifest.check = {
      entity: first[0],
      action: 'list',
      ...(size ? { params: { [size]: 1 } } : {}),
    };
  } else
    notes.push(
      "check: no list action; name a cheap read proving the credentials work (manifest key 'check').",
    );
  if (Object.keys(pathParams).length) manifest.path_params = pathParams;
  if (Object.keys(pagination).length) manifest.pagination = pagination;
  manifest.entities = entities;
  return { manifest, notes };
}
