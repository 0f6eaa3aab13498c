// A typed client of the hosted API, on fetch alone: sign in with an application (or use a token),
// create, list, read and delete connectors, execute actions, search the context store and start or
// read syncs. `client.connector(stored)` of a kind the generated map knows (types/kinds.gen.ts) checks
// entity, action and params at compile time and types the result; other kinds stay untyped.
// Failures throw ApiRequestError with the service's {message, errors} and the HTTP status.
import type {
  ActionOf,
  EntityOf,
  KindTypes,
  KnownKind,
  ParamsOf,
  ResultOf,
  SearchResult,
} from '../engine/typed.ts';
import type { ContextStoreSearchParams } from '../types/kinds.gen.ts';

export type { ContextStoreSearchParams };

export interface ClientOptions {
  /** The service's address, e.g. https://connectors.example.com */
  baseUrl: string;
  /** An application's credentials: the client gets (and renews) its bearer tokens. */
  clientId?: string;
  clientSecret?: string;
  /** Or a bearer token you got yourself. */
  token?: string;
  /** For an application granted several organisations (X-Organization-Id). */
  organizationId?: string;
}

export interface FieldError {
  field: string | null;
  message: string;
  error_code: string;
  details?: unknown;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface StoredConnector<K extends string = string> {
  id: string;
  name: string;
  connector_type: K;
  workspace_name: string;
  auth_method: string;
  environment: Record<string, unknown>;
  replication_config: Record<string, unknown> | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface CreateConnector<K extends string> {
  workspace_name: string;
  connector_type: K;
  name: string;
  credentials: Record<string, unknown>;
  auth_method?: 'token' | 'oauth';
  environment?: Record<string, unknown>;
  replication_config?: Record<string, unknown>;
}

export interface ExecuteOptions {
  select_fields?: string[];
  exclude_fields?: string[];
  paginate?: { max_pages?: number; max_records?: number };
}

export interface ExecuteResponse<R = unknown> {
  status: 'success';
  result: R;
  connector_metadata: Record<string, unknown>;
  execution_metadata: { connector_instance_id: string; execution_time_ms: number };
}

export interface SyncStatus {
  connector_id: string;
  entities: {
    entity: string;
    state: string;
    records: number;
    last_started: string | null;
    last_finished: string | null;
    last_error: string | null;
  }[];
}

// The argument types of a connector of kind K: the map's for a known kind, plain otherwise.
type Known<K extends string> = K extends KnownKind ? K : never;
type EntityArg<K extends string> = [Known<K>] extends [never] ? string : EntityOf<Known<K>>;
type ActionArg<K extends string, E extends string> = [Known<K>] extends [never]
  ? string
  : E extends EntityOf<Known<K>>
    ? ActionOf<Known<K>, E>
    : never;
type ParamsArg<K extends string, E extends string, A extends string> = [Known<K>] extends [never]
  ? Record<string, unknown>
  : E extends EntityOf<Known<K>>
    ? A extends ActionOf<Known<K>, E>
      ? ParamsOf<Known<K>, E, A>
      : never
    : never;
type ResultArg<K extends string, E extends string, A extends string> = [Known<K>] extends [never]
  ? unknown
  : E extends EntityOf<Known<K>>
    ? A extends ActionOf<Known<K>, E>
      ? ResultOf<Known<K>, E, A>
      : never
    : never;
/** The entities of K with a context-store copy. */
type SearchableEntity<K extends string> = [Known<K>] extends [never]
  ? string
  : {
      [E in EntityOf<Known<K>>]: 'context_store_search' extends keyof KindTypes[Known<K>][E]
        ? E
        : never;
    }[EntityOf<Known<K>>];

export interface RemoteConnector<K extends string> {
  readonly id: string;
  execute<E extends EntityArg<K>, A extends ActionArg<K, E>>(
    entity: E,
    action: A,
    params?: ParamsArg<K, E, A>,
    opts?: ExecuteOptions,
  ): Promise<ExecuteResponse<ResultArg<K, E, A>>>;
  search<E extends SearchableEntity<K>>(
    entity: E,
    params: ContextStoreSearchParams,
  ): Promise<ExecuteResponse<ResultArg<K, E, 'context_store_search'> & SearchResult<unknown>>>;
  /** Starts a sync now (all entities with a copy, or these); answers each entity's state. */
  sync(entities?: SearchableEntity<K>[]): Promise<SyncStatus>;
  syncStatus(): Promise<SyncStatus>;
}

export interface Client {
  connectors: {
    create<K extends string>(input: CreateConnector<K>): Promise<StoredConnector<K>>;
    list(workspaceName?: string): Promise<StoredConnector[]>;
    get(id: string): Promise<StoredConnector>;
    delete(id: string): Promise<void>;
  };
  /** A stored connector to act on; its kind types execute and search (a connector from create or list, or {id, connector_type}). */
  connector<K extends string>(stored: { id: string; connector_type: K }): RemoteConnector<K>;
}

export function createClient(opts: ClientOptions): Client {
  const base = opts.baseUrl.replace(/\/+$/, '');
  let token = opts.token ? { value: opts.token, until: Infinity } : undefined;

  async function bearer(renew = false): Promise<string> {
    if (token && !renew && Date.now() < token.until) return token.value;
    if (!opts.clientId || !opts.clientSecret) {
      if (token) return token.value;
      throw new ApiRequestError(0, 'createClient needs a token, or clientId and clientSecret.', []);
    }
    const got = await send<{ access_token: string; expires_in: number }>(
      'POST',
      '/api/v1/account/applications/token',
      { client_id: opts.clientId, client_secret: opts.clientSecret },
      false,
    );
    token = { value: got.access_token, until: Date.now() + (got.expires_in - 30) * 1000 };
    return token.value;
  }

  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    auth = true,
    retried = false,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${await bearer()}`;
    if (auth && opts.organizationId) headers['x-organization-id'] = opts.organizationId;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status === 401 && auth && !retried && opts.clientId) {
      await bearer(true); // an expired or revoked token: one new sign-in, one more try
      return send(method, path, body, auth, true);
    }
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) {
      const b = (parsed ?? {}) as { message?: string; errors?: FieldError[] };
      const retryAfter = res.headers.get('retry-after');
      throw new ApiRequestError(
        res.status,
        b.message ?? `HTTP ${res.status}`,
        b.errors ?? [],
        retryAfter ? Number(retryAfter) : undefined,
      );
    }
    return parsed as T;
  }

  const path = (id: string, rest = '') =>
    `/api/v1/integrations/connectors/${encodeURIComponent(id)}${rest}`;
  return {
    connectors: {
      create: (input) => send('POST', '/api/v1/integrations/connectors', input),
      list: async (workspaceName) =>
        (
          await send<{ data: StoredConnector[] }>(
            'GET',
            `/api/v1/integrations/connectors${workspaceName ? `?workspace_name=${encodeURIComponent(workspaceName)}` : ''}`,
          )
        ).data,
      get: (id) => send('GET', path(id)),
      delete: async (id) => void (await send('DELETE', path(id))),
    },
    connector: ({ id }) => ({
      id,
      execute: (entity, action, params, o = {}) =>
        send('POST', path(id, '/execute'), { entity, action, ...(params ? { params } : {}), ...o }),
      search: (entity, params) =>
        send('POST', path(id, '/execute'), { entity, action: 'context_store_search', params }),
      sync: (entities) => send('POST', path(id, '/sync'), entities ? { entities } : undefined),
      syncStatus: () => send('GET', path(id, '/sync')),
    }),
  };
}
