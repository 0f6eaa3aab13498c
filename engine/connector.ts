// A connector: one kind bound to credentials and config. execute() runs one entity action;
// pages() follows the manifest's pagination strategy as an async iterator (the context-store sync
// reuses it). Credentials are applied once here and never appear in errors.
import type { AppliedAuth } from './auth/index.ts';
import { TokenKeeper } from './auth/oauth2.ts';
import { chooseAuth, schemaError, secretsOf } from './auth/select.ts';
import type { ContextStore, SearchResult, SyncState } from './store/context-store.ts';
import { syncConnector, type SyncOptions } from './store/sync.ts';
import { EngineError, unknownName } from './errors.ts';
import { send, type HttpPolicy, type OutgoingRequest } from './http/client.ts';
import type { ActionName, ActionPlan, AuthPlan, KindPlan } from './manifest/plan.ts';
import { mapResponse } from './map/response.ts';
import type { NextPage } from './paginate/index.ts';
export type { NextPage } from './paginate/index.ts';
import { checkPreconditions } from './params/preconditions.ts';
import { renderAll, renderRequest, type RequestContext } from './request/render.ts';
import { MissingVariableError, renderTemplate } from './request/template.ts';

export interface ConnectorOptions {
  credentials: Record<string, unknown>;
  config?: Record<string, unknown>;
  /** Credential method; inferred from the credential fields when omitted. */
  auth?: 'token' | 'oauth';
  /** Replication settings (replication_start_date), which some params default to or are bounded by. */
  replication?: Record<string, unknown>;
  /** Receives new OAuth credentials (fresh access token, rotated refresh token) before they are used. */
  onCredentials?: (next: Record<string, unknown>) => Promise<void> | void;
  /** Where context_store_search reads and sync() writes this connector's copy of its records. */
  contextStore?: { store: ContextStore; connectorId: string };
  /** Coordinates token refreshes across processes (see TokenSinks.coordinate). */
  coordinateRefresh?: (exchange: (from: Record<string, unknown>) => Promise<Record<string, unknown>>) => Promise<Record<string, unknown>>;
}

export interface PaginateOptions {
  /** Most pages to fetch (default 10). */
  max_pages?: number;
  /** Stop once this many records were collected; the result is cut to it. */
  max_records?: number;
}

export interface ExecuteOptions {
  paginate?: PaginateOptions;
  signal?: AbortSignal;
}

export interface ExecuteResult {
  result: unknown;
  connector_metadata: Record<string, unknown>;
}

export interface Download {
  stream: ReadableStream<Uint8Array>;
  content_type: string;
  content_length?: number;
  filename?: string;
}

export interface Page {
  records: unknown[];
  result: unknown;
  metadata: Record<string, unknown>;
  /** Token that fetched this page (undefined for the first). */
  token?: string;
  /** Where the page after this one is (a checkpoint to resume from); undefined on the last page. */
  next?: NextPage;
}

export interface ConnectorEnvironment {
  http: HttpPolicy;
  /** Replaces scheme, host and port of every upstream URL of this kind (tests, sandboxes). */
  upstream?: string;
}

const MAX_PAGES_DEFAULT = 10;

export class Connector {
  readonly kind: string;
  readonly authMethod: AuthPlan['name'];
  private ctx: RequestContext;
  private origin: string;
  private vendorOrigin: string;
  private redactList: string[];
  private replication: Record<string, unknown>;
  private auth: AuthPlan;
  private authReady: boolean;
  private tokens?: TokenKeeper;
  private contextStore?: { store: ContextStore; connectorId: string };

  constructor(private plan: KindPlan, opts: ConnectorOptions, private env: ConnectorEnvironment) {
    this.kind = plan.kind;
    const config = { ...(opts.config ?? {}) };
    if (!plan.validateConfig(config)) throw schemaError('invalid_config', `Invalid config for ${plan.kind}`, 'config', plan.validateConfig.errors, 'is not a config variable of this kind');
    for (const d of plan.derived) {
      if (config[d.from] === undefined) continue;
      const value = d.map[String(config[d.from])];
      if (value === undefined) {
        throw new EngineError('invalid_config', 400, `${plan.kind}: config ${d.from} '${config[d.from]}' is not one of ${Object.keys(d.map).join(', ')}.`, { field: `config.${d.from}` });
      }
      config[d.name] = value;
    }
    this.replication = { ...(opts.replication ?? {}) };
    if (opts.contextStore) this.contextStore = opts.contextStore;
    if (!plan.validateReplication(this.replication)) {
      throw schemaError('invalid_config', `Invalid replication_config for ${plan.kind}`, 'replication_config', plan.validateReplication.errors, 'is not a replication setting of this kind');
    }
    const auth = chooseAuth(plan, opts);
    this.authMethod = auth.name;
    this.auth = auth;
    const credentials = opts.credentials;
    this.redactList = secretsOf(credentials);
    const scope = { credentials, config };
    let baseUrl: string;
    let applied: AppliedAuth | undefined;
    try {
      baseUrl = renderTemplate(auth.baseUrl ?? plan.baseUrl, scope, encodeURIComponent).replace(/\/$/, '');
      applied = auth.apply(scope);
    } catch (err) {
      if (!(err instanceof MissingVariableError)) throw err;
      const [root, name] = err.ref.split('.');
      // With token upkeep a missing access token is fetched before the first call.
      if (!(auth.oauth2 && root === 'credentials' && name === 'access_token')) {
        const code = root === 'credentials' ? 'invalid_credentials' : 'invalid_config';
        throw new EngineError(code, 400, `${plan.kind} (${auth.name}) needs ${root} field '${name}'.`, { field: err.ref });
      }
      baseUrl ??= renderTemplate(auth.baseUrl ?? plan.baseUrl, scope, encodeURIComponent).replace(/\/$/, '');
    }
    this.vendorOrigin = new URL(baseUrl).origin;
    if (env.upstream) {
      const u = new URL(baseUrl);
      baseUrl = `${new URL(env.upstream).origin}${u.pathname.replace(/\/$/, '')}`;
    }
    this.origin = new URL(baseUrl).origin;
    this.ctx = { baseUrl, headers: renderAll(plan.headers, { config }), auth: applied ?? { headers: {}, query: [] }, config };
    this.authReady = applied !== undefined;
    if (auth.oauth2) {
      this.tokens = new TokenKeeper(auth.oauth2, plan.kind, credentials, config, {
        onCredentials: async (next) => {
          await opts.onCredentials?.(next);
          this.redactList = secretsOf(next);
        },
        ...(opts.coordinateRefresh ? { coordinate: opts.coordinateRefresh } : {}),
        rewriteUrl: (url) => this.rewrite(url),
        timeoutMs: env.http.timeoutMs,
      });
    }
  }

  /** Replaces the origin with the upstream override, for every URL of this kind. */
  private rewrite(url: string): string {
    if (!this.env.upstream) return url;
    const u = new URL(url);
    const o = new URL(this.env.upstream);
    u.protocol = o.protocol;
    u.host = o.host;
    return u.toString();
  }

  /** Fetches an access token when there is none or it is about to expire. */
  private async ensureAuth(force = false): Promise<void> {
    if (!this.tokens) return;
    if (!force && this.authReady && !this.tokens.stale()) return;
    const credentials = await this.tokens.refresh();
    this.redactList = secretsOf(credentials);
    this.ctx = { ...this.ctx, auth: this.auth.apply({ credentials, config: this.ctx.config }) };
    this.authReady = true;
  }

  /** Sends with fresh auth; a vendor 401 (or the kind's refresh_on statuses) under token upkeep refreshes the token once and retries once. */
  private async sendAuthed(build: () => Promise<OutgoingRequest> | OutgoingRequest, plan: ActionPlan, signal?: AbortSignal): Promise<Response> {
    await this.ensureAuth();
    const opts = { retryAnyMethod: plan.retryAnyMethod, redact: this.redact, ...(signal ? { signal } : {}) };
    try {
      return await send(await build(), this.env.http, opts);
    } catch (err) {
      if (!this.tokens || !(err instanceof EngineError) || !this.auth.oauth2!.refreshOn.includes(err.details?.upstream_status as number)) throw err;
      await this.ensureAuth(true);
      return send(await build(), this.env.http, opts);
    }
  }

  /** Runs one action. list/api_search fetch one page unless opts.paginate asks to follow pages. */
  async execute(entity: string, action: string, params?: unknown, opts: ExecuteOptions = {}): Promise<ExecuteResult> {
    if (action === 'context_store_search') return { result: await this.searchStore(entity, params ?? {}), connector_metadata: {} };
    const plan = this.action(entity, action);
    const valid = await this.prepare(plan, params);
    if (plan.download) return { result: await this.download(plan, valid, opts.signal), connector_metadata: {} };
    if (!opts.paginate || !plan.isList) {
      const page = await this.fetchPage(plan, { params: valid }, opts.signal);
      return { result: page.result, connector_metadata: page.metadata };
    }
    const records: unknown[] = [];
    let metadata: Record<string, unknown> = {};
    for await (const page of this.walk(plan, valid, opts.paginate, opts.signal)) {
      records.push(...page.records);
      metadata = page.metadata;
    }
    const max = opts.paginate.max_records;
    return { result: max ? records.slice(0, max) : records, connector_metadata: metadata };
  }

  /** Follows pages of a list action through the manifest's strategy; `start` resumes at a page's `next`. */
  async *pages(entity: string, action: string, params?: unknown, opts: PaginateOptions & { signal?: AbortSignal; start?: NextPage } = {}): AsyncGenerator<Page> {
    const plan = this.action(entity, action);
    if (!plan.isList) throw new EngineError('unknown_action', 400, `${plan.where} is not a list action; only list and api_search have pages.`, { field: 'action' });
    const valid = await this.prepare(plan, opts.start && 'params' in opts.start ? opts.start.params : params);
    yield* this.walk(plan, valid, opts, opts.signal, opts.start && 'url' in opts.start ? opts.start : undefined);
  }

  private async *walk(plan: ActionPlan, params: Record<string, unknown>, opts: PaginateOptions, signal?: AbortSignal, startAt?: NextPage): AsyncGenerator<Page> {
    const maxPages = opts.max_pages ?? MAX_PAGES_DEFAULT;
    const seen = new Set<string>();
    let next: { params: Record<string, unknown> } | NextPage = startAt ?? { params };
    let collected = 0;
    for (let n = 0; n < maxPages; n++) {
      const page = await this.fetchPage(plan, next, signal);
      collected += page.records.length;
      // An empty page ends paging, and so do no token, a token seen before (loop guard) and max_records.
      let following = page.records.length && plan.paginator ? await plan.paginator.next({ ...page.state, records: page.records }) : undefined;
      if (following && seen.has(following.token)) following = undefined;
      if (opts.max_records && collected >= opts.max_records) following = undefined;
      yield { ...page, ...(following ? { next: following } : {}) };
      if (!following) return;
      seen.add(following.token);
      next = following;
    }
  }

  /** Copies the records of every entity with a context-store copy (or the chosen ones) into the store. */
  async sync(opts: Omit<SyncOptions, 'replication'> = {}): Promise<SyncState[]> {
    if (!this.contextStore) throw new EngineError('unknown_action', 400, `${this.kind}: sync needs a context store (ConnectorOptions.contextStore).`);
    return syncConnector(this, this.plan, this.contextStore.store, this.contextStore.connectorId, { ...opts, replication: this.replication });
  }

  private searchStore(entity: string, params: unknown): Promise<SearchResult> {
    const e = this.plan.entities.get(entity);
    if (!e) throw unknownName('unknown_entity', `entity of ${this.kind}`, entity, [...this.plan.entities.keys()]);
    if (!e.sync) {
      const valid = [...this.plan.entities.values()].filter((x) => x.sync).map((x) => x.name);
      throw new EngineError('unknown_action', 404, `${this.kind} ${entity} has no context-store copy; context_store_search works on: ${valid.join(', ')}.`, { field: 'action' });
    }
    if (!this.contextStore) throw new EngineError('unknown_action', 404, `context_store_search on ${this.kind} ${entity} needs a context store (the hosted service, or ConnectorOptions.contextStore).`, { field: 'action' });
    return this.contextStore.store.search(this.plan, entity, this.contextStore.connectorId, params);
  }

  private action(entity: string, action: string): ActionPlan {
    const e = this.plan.entities.get(entity);
    if (!e) throw unknownName('unknown_entity', `entity of ${this.kind}`, entity, [...this.plan.entities.keys()]);
    const a = e.actions.get(action as ActionName);
    if (!a) {
      const valid = [...e.actions.keys()];
      throw unknownName('unknown_action', `action of ${this.kind} ${entity}`, action, valid);
    }
    return a;
  }

  private async prepare(plan: ActionPlan, params: unknown): Promise<Record<string, unknown>> {
    let input = params ?? {};
    if (plan.defaultsFrom.length && typeof input === 'object' && !Array.isArray(input)) {
      const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
      const scope = { config: this.ctx.config, replication: this.replication };
      for (const [name, t] of plan.defaultsFrom) {
        if (filled[name] !== undefined) continue;
        try {
          filled[name] = renderTemplate(t, scope);
        } catch {
          /* nothing configured to default from: the param stays absent */
        }
      }
      input = filled;
    }
    const valid = plan.validate(input);
    await checkPreconditions(plan.preconditions, valid, `${this.kind} ${plan.where}`, { config: this.ctx.config, replication: this.replication });
    return valid;
  }

  private async fetchPage(plan: ActionPlan, at: { params: Record<string, unknown> } | NextPage, signal?: AbortSignal) {
    const params = 'params' in at ? at.params : {};
    let url = '';
    const res = await this.sendAuthed(async () => {
      const req = 'url' in at ? this.followUrl(at.url) : await renderRequest(plan, params, this.ctx);
      url = req.url;
      return req;
    }, plan, signal);
    const body = await readBody(res);
    // $headers is built only for kinds whose expressions read it: it is not free on every page
    const bindings = { params, ...(this.plan.usesHeaders ? { headers: Object.fromEntries(res.headers) } : {}), status: res.status, config: this.ctx.config };
    await this.checkErrorRules(body, bindings);
    const mapped = await mapResponse(plan, body, bindings);
    return {
      ...mapped,
      ...('token' in at ? { token: at.token } : {}),
      state: { params, url, body, headers: res.headers, bindings },
    };
  }

  /** Errors some vendors report inside a 2xx response (GraphQL): the first matching rule wins. */
  private async checkErrorRules(body: unknown, bindings: Record<string, unknown>): Promise<void> {
    for (const rule of this.plan.errorRules) {
      if (!(await rule.when.evaluate(body, bindings))) continue;
      const message = this.redact(String((await rule.message.evaluate(body, bindings)) ?? 'the vendor reported an error'));
      const retry = rule.retryAfter ? Number(await rule.retryAfter.evaluate(body, bindings)) : NaN;
      const details = { upstream_status: bindings.status, upstream_message: message };
      if (rule.status === 429) {
        throw new EngineError('upstream_rate_limited', 429, `The vendor API is rate limiting this connector: ${message}`, {
          details,
          ...(Number.isFinite(retry) ? { retryAfter: Math.max(0, Math.ceil(retry)) } : {}),
        });
      }
      throw new EngineError('upstream_error', rule.status, `The vendor API reported an error: ${message}`, { details });
    }
  }

  /** A next-page URL handed out by the vendor: only ever sent to the vendor's own origin. */
  private followUrl(url: string): OutgoingRequest {
    const u = new URL(url, this.ctx.baseUrl);
    if (u.origin === this.vendorOrigin && this.env.upstream) {
      const o = new URL(this.origin);
      u.protocol = o.protocol;
      u.host = o.host;
    }
    if (u.origin !== this.origin) {
      throw new EngineError('upstream_invalid_response', 502, `The vendor's next-page link points to another host (${u.host}); not following it with this connector's credentials.`);
    }
    for (const [k, v] of this.ctx.auth.query) if (!u.searchParams.has(k)) u.searchParams.append(k, v);
    return { method: 'GET', url: u.toString(), headers: { ...this.ctx.headers, ...this.ctx.auth.headers, accept: 'application/json' } };
  }

  private async download(plan: ActionPlan, params: Record<string, unknown>, signal?: AbortSignal): Promise<Download> {
    const page = await this.fetchPage(plan, { params }, signal);
    const raw = await plan.download!.url.evaluate(page.state.body, page.state.bindings);
    if (typeof raw !== 'string' || !raw) {
      throw new EngineError('file_not_found', 404, `${this.kind} ${plan.where}: the record has no file matching these params.`);
    }
    const url = new URL(raw, this.ctx.baseUrl);
    const sameOrigin = url.origin === this.vendorOrigin || url.origin === this.origin;
    const headers: Record<string, string> = plan.download!.auth && sameOrigin ? { ...this.ctx.auth.headers } : {};
    const res = await send({ method: 'GET', url: sameOrigin ? this.rewrite(url.toString()) : url.toString(), headers }, this.env.http, { redact: this.redact, ...(signal ? { signal } : {}) });
    const length = Number(res.headers.get('content-length'));
    const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
    return {
      stream: res.body ?? new ReadableStream({ start: (c) => c.close() }),
      content_type: res.headers.get('content-type') ?? 'application/octet-stream',
      ...(Number.isFinite(length) && res.headers.has('content-length') ? { content_length: length } : {}),
      ...(filename ? { filename: decodeURIComponent(filename) } : {}),
    };
  }

  private redact = (s: string): string => {
    let out = s;
    for (const secret of this.redactList) out = out.split(secret).join('[redacted]');
    return out;
  };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new EngineError('upstream_invalid_response', 502, `The vendor API answered ${res.status} with malformed JSON.`);
    }
  }
  return text;
}
