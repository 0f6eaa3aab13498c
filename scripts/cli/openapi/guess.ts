// The guesses init makes from an OpenAPI description where the format has no direct counterpart:
// the auth method from the security schemes, and a list's pagination from its parameter and
// response field names. Each guess or gap is returned as a note the command prints.
import { deref } from './schema.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function guessAuth(doc: Json, notes: string[]): Json {
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const global = Array.isArray(doc.security)
    ? doc.security.flatMap((s) => Object.keys(s ?? {}))
    : [];
  const names = [...new Set([...global, ...Object.keys(schemes)])].filter((n) => n in schemes);
  const used = names.map((n) => [n, deref<Json>(doc, schemes[n])] as const);
  const field = (name: string, description: string) => ({
    properties: { [name]: { type: 'string', minLength: 1, description } },
    required: [name],
  });
  for (const [name, s] of used) {
    const others = used.filter(([n]) => n !== name).map(([n]) => n);
    if (others.length)
      notes.push(`auth: used security scheme '${name}'; not scaffolded: ${others.join(', ')}.`);
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'bearer')
      return {
        token: {
          fields: field('token', 'API token, sent as a bearer token.'),
          apply: { bearer: '{credentials.token}' },
        },
      };
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic')
      return {
        token: {
          fields: {
            properties: {
              username: { type: 'string', minLength: 1 },
              password: { type: 'string', minLength: 1 },
            },
            required: ['username', 'password'],
          },
          apply: {
            basic: { username: '{credentials.username}', password: '{credentials.password}' },
          },
        },
      };
    if (s.type === 'apiKey' && (s.in === 'header' || s.in === 'query'))
      return {
        token: {
          fields: field('api_key', `API key, sent in the ${s.in} ${String(s.name)}.`),
          apply: { [s.in as string]: { name: String(s.name), value: '{credentials.api_key}' } },
        },
      };
    if (s.type === 'oauth2') {
      notes.push(
        `auth: '${name}' is OAuth 2; scaffolded as a token method taking an access token. Add auth.oauth (oauth2: authorize_url, token_url, scopes) for the consent flow.`,
      );
      return {
        token: {
          fields: field('access_token', 'OAuth access token.'),
          apply: { bearer: '{credentials.access_token}' },
        },
      };
    }
    notes.push(`auth: security scheme '${name}' (${String(s.type)}) is not one init knows.`);
  }
  notes.push(
    'auth: no usable security scheme; scaffolded a bearer token: check how the vendor authenticates.',
  );
  return {
    token: { fields: field('token', 'API token.'), apply: { bearer: '{credentials.token}' } },
  };
}

const CURSOR_PARAMS = [
  'cursor',
  'starting_after',
  'after',
  'page_token',
  'pagetoken',
  'next_token',
  'continuation',
];
const CURSOR_FIELDS = [
  'next_cursor',
  'nextcursor',
  'next_page_token',
  'nextpagetoken',
  'end_cursor',
  'cursor',
  'next',
  'after',
];
const NEXT_URL_FIELDS = ['next_url', 'next_page_url', 'nextlink', 'next_link', 'next'];
const MORE_FIELDS = ['has_more', 'hasmore', 'has_next', 'has_next_page', 'more'];
const PAGE_PARAMS = ['page', 'page_number', 'pagenumber'];
const OFFSET_PARAMS = ['offset', 'skip'];

/** A body field (top level, or one level down: pagination.next_cursor) whose name is in `names`. */
function findField(body: Json, names: string[], want?: (s: Json) => boolean): string | undefined {
  const props = isObject(body.properties) ? body.properties : {};
  for (const n of names)
    for (const [k, v] of Object.entries(props))
      if (k.toLowerCase() === n && (!want || want(v as Json))) return k;
  for (const [k, v] of Object.entries(props)) {
    const inner = isObject(v) && isObject(v.properties) ? findField(v, names, want) : undefined;
    if (inner) return `${k}.${inner}`;
  }
  return undefined;
}

export interface Paging {
  /** The strategy, as manifest `pagination` takes it. */
  strategy?: Json;
  /** The param the strategy injects (removed from the action's own params). */
  param?: string;
  /** Top-level body fields passed through as connector_metadata. */
  metadata: string[];
  said: string;
}

export function guessPaging(params: string[], body: Json, linkHeader: boolean): Paging {
  const lower = new Map(params.map((p) => [p.toLowerCase(), p]));
  const pick = (names: string[]) => names.map((n) => lower.get(n)).find(Boolean);
  const more = findField(
    body,
    MORE_FIELDS,
    (s) => s.type === 'boolean' || String(s.type).includes('boolean'),
  );
  const top = (f?: string) => (f ? [f.split('.')[0]!] : []);
  const extra = more ? { has_more: more } : {};
  const cursorParam = pick(CURSOR_PARAMS);
  const cursorField = cursorParam
    ? findField(body, CURSOR_FIELDS, (s) => s.format !== 'uri')
    : undefined;
  if (cursorParam && cursorField)
    return {
      strategy: { type: 'cursor', next: cursorField, param: cursorParam, ...extra },
      param: cursorParam,
      metadata: [...new Set([...top(cursorField), ...top(more)])],
      said: `cursor (param ${cursorParam}, next ${cursorField}${more ? `, has_more ${more}` : ''})`,
    };
  const nextUrl = findField(
    body,
    NEXT_URL_FIELDS,
    (s) => s.format === 'uri' || s.type === 'string',
  );
  if (nextUrl && !cursorParam)
    return {
      strategy: { type: 'next_url', next: nextUrl, ...extra },
      metadata: top(nextUrl),
      said: `next_url (next ${nextUrl})`,
    };
  if (linkHeader)
    return { strategy: { type: 'link_header' }, metadata: [], said: 'link_header (rel="next")' };
  const page = pick(PAGE_PARAMS);
  if (page)
    return {
      strategy: { type: 'page', param: page, ...extra },
      param: page,
      metadata: top(more),
      said: `page (param ${page}${more ? `, has_more ${more}` : ''}; a short or empty page ends it)`,
    };
  const offset = pick(OFFSET_PARAMS);
  if (offset)
    return {
      strategy: { type: 'offset', param: offset, ...extra },
      param: offset,
      metadata: top(more),
      said: `offset (param ${offset}${more ? `, has_more ${more}` : ''})`,
    };
  return { metadata: [], said: 'none found' };
}
