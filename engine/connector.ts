// A connector: one kind bound to credentials and config, composed of small steps: the connection (config, auth method,
// base URL), the auth session (fresh credentials on every request), params preparation, request rendering, the one HTTP
// door, decoding and response rules, mapping, the page walk and downloads. execute() runs one action; pages() walks a list.
import { AuthSession } from './auth/session.ts';
import { openConnection, type Connection, type ConnectorEnvironment } from './connection.ts';
import { dryRunRequest, noVendorRequest, type DryRun } from './dry-run.ts';
import type { ActionArg, EntityArg, ParamsArg, ResultArg } from './typed.ts';
import type { ContextStore, SearchResult, SyncState } from './store/context-store.ts';
import { syncConnector, type SyncOptions } from './store/sync.ts';
import { EngineError, unknownName } from './errors.ts';
import type { OutgoingRequest } from './http/client.ts';
import { openDownload } from './http/download.ts';
import { runSteps } from './steps.ts';
import { Pacer } from './http/pace.ts';
import { Redactor } from './http/redact.ts';
import type { ActionName, ActionPlan, AuthPlan, KindPlan } from './manifest/plan.ts';
import { decodeBody } from './map/decode.ts';
import { projectRecords, type Projection } from './map/project.ts';
import { mapResponse } from './map/response.ts';
import { judge } from './map/rules.ts';
import type { NextPage, Page, PageSource } from './paginate/index.ts';
import { walkPages, type WalkBounds } from './paginate/walk.ts';
import { prepareParams } from './params/prepare.ts';
import { previewRequests, type RequestPreview } from './request/preview.ts';
import { renderAll, renderRequest, type RequestContext } from './request/render.ts';
export type { NextPage, Page } from './paginate/index.ts';
export type { ConnectorEnvironment } from './connection.ts';

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

export interface ExecuteOptions extends Projection {
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

export class Connector implements PageSource {
  declare readonly typedKind?: string; // types only (typed.ts): a kind of the generated map types execute
  readonly kind: string;
  readonly authMethod: AuthPlan['name'];
  private conn: Connection;
  private session: AuthSession;
  private headers: Record<string, string>;
  private contextStore?: { store: ContextStore; connectorId: string };
  private pacers = new Map<ActionPlan, Pacer>();

  constructor(private plan: KindPlan, opts: ConnectorOptions, private env: ConnectorEnvironment) {
    this.kind = plan.kind;
    this.conn = openConnection(plan, opts, env);
    this.authMethod = this.conn.auth.name;
    this.headers = renderAll(plan.headers, { config: this.conn.config });
    const sinks = { ...(opts.onCredentials ? { onCredentials: opts.onCredentials } : {}), ...(opts.coordinateRefresh ? { coordinate: opts.coordinateRefresh } : {}) };
    this.session = new AuthSession(this.conn, opts.credentials, env, new Redactor(), sinks, plan.kind);
    if (opts.contextStore) this.contextStore = opts.contextStore;
  }

  /** Runs one action. list/api_search fetch one page unless opts.paginate asks to follow pages. */
  execute<T extends Connector, E extends EntityArg<T>, A extends ActionArg<T, E>>(this: T, entity: E, action: A, params?: ParamsArg<T, E, A>, opts?: ExecuteOptions): Promise<ResultArg<T, E, A>>;
  async execute(entity: string, action: string, params?: unknown, opts: ExecuteOptions = {}): Promise<ExecuteResult> {
    const e = this.plan.entities.get(entity);
    if (e && (opts.select_fields?.length || opts.exclude_fields?.length)) projectRecords(undefined, e, opts); // refuse bad field names before any call
    if (action === 'context_store_search') {
      const found = await this.searchStore(entity, params ?? {});
      return { result: { ...found, data: projectRecords(found.data, e!, opts) }, connector_metadata: {} };
    }
    const plan = this.action(entity, action);
    const valid = await this.prepare(plan, params);
    if (plan.download) return { result: await this.download(plan, valid, opts.signal), connector_metadata: {} };
    if (plan.steps) {
      const last = await runSteps(plan, valid, this.conn.config, (step, params) => this.fetchPage(step, { params }, opts.signal));
      return { result: projectRecords(last.result, e!, opts), connector_metadata: last.metadata };
    }
    if (!opts.paginate || !plan.isList) {
      const page = await this.fetchPage(plan, { params: valid }, opts.signal);
      return { result: projectRecords(page.result, e!, opts), connector_metadata: page.metadata };
    }
    const records: unknown[] = [];
    let metadata: Record<string, unknown> = {};
    for await (const page of walkPages(plan, { params: valid }, opts.paginate, (at) => this.fetchPage(plan, at, opts.signal))) {
      records.push(...page.records);
      metadata = page.metadata;
    }
    const max = opts.paginate.max_records;
    return { result: projectRecords(max ? records.slice(0, max) : records, e!, opts), connector_metadata: metadata };
  }

  /** The requests an action would send, secrets masked; nothing is sent or refreshed (dry runs). */
  async render(entity: string, action: string, params?: unknown): Promise<RequestPreview> {
    const plan = this.action(entity, action);
    const ctx: RequestContext = { baseUrl: this.conn.baseUrl, headers: this.headers, auth: this.session.applied, config: this.conn.config };
    return previewRequests(plan, await this.prepare(plan, params), ctx, this.session.redactor, this.conn.applied === undefined);
  }

  /** The request execute would send first, params checked and secrets masked; nothing is sent (dry-run.ts). */
  async dryRun(entity: string, action: string, params?: unknown): Promise<DryRun> {
    const plan = action === 'context_store_search' ? noVendorRequest(`${this.kind} ${entity}`) : this.action(entity, action);
    return dryRunRequest(plan, await this.prepare(plan, params), { baseUrl: this.conn.baseUrl, headers: this.headers, auth: this.session.applied, config: this.conn.config }, this.session.redactor);
  }

  /** Follows pages of a list action through the manifest's strategy; `start` resumes at a page's `next`. */
  async *pages(entity: string, action: string, params?: unknown, opts: PaginateOptions & { signal?: AbortSignal; start?: NextPage } = {}): AsyncGenerator<Page> {
    const plan = this.action(entity, action);
    if (!plan.isList) throw new EngineError('unknown_action', 400, `${plan.where} is not a list action; only list and api_search have pages.`, { field: 'action' });
    const valid = await this.prepare(plan, opts.start && 'params' in opts.start ? opts.start.params : params);
    const first = opts.start && 'url' in opts.start ? opts.start : { params: valid };
    const pacer = this.pacer(plan);
    yield* walkPages(plan, first, opts, async (at) => {
      await pacer?.take(opts.signal);
      const page = await this.fetchPage(plan, at, opts.signal);
      pacer?.observe(page.state.headers);
      return page;
    });
  }

  /** The action's token bucket, kept for the connector's life (a sync's every walk shares it). */
  private pacer(plan: ActionPlan): Pacer | undefined {
    if (!plan.rate) return undefined;
    let p = this.pacers.get(plan);
    if (!p) this.pacers.set(plan, (p = new Pacer(plan.rate)));
    return p;
  }

  /** Copies the records of every entity with a context-store copy (or the chosen ones) into the store. */
  async sync(opts: Omit<SyncOptions, 'replication'> = {}): Promise<SyncState[]> {
    if (!this.contextStore) throw new EngineError('unknown_action', 400, `${this.kind}: sync needs a context store (ConnectorOptions.contextStore).`);
    return syncConnector(this, this.plan, this.contextStore.store, this.contextStore.connectorId, { ...opts, replication: this.conn.replication });
  }

  private async searchStore(entity: string, params: unknown): Promise<SearchResult> {
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
      // context_store_search is listed wherever the entity has a copy; a bare 'search' most likely means it
      const valid: string[] = [...e.actions.keys(), ...(e.sync ? ['context_store_search'] : [])];
      const searchLike = /search/i.test(action) ? valid.find((v) => v === 'context_store_search') ?? valid.find((v) => v === 'api_search') : undefined;
      throw unknownName('unknown_action', `action of ${this.kind} ${entity}`, action, valid, searchLike);
    }
    return a;
  }

  private prepare(plan: ActionPlan, params: unknown): Promise<Record<string, unknown>> {
    return prepareParams(plan, params, { config: this.conn.config, replication: this.conn.replication });
  }

  private async fetchPage(plan: ActionPlan, at: { params: Record<string, unknown> } | NextPage, signal?: AbortSignal) {
    const params = 'params' in at ? at.params : {};
    let url = '';
    const redactor = this.session.redactor;
    const { res, body, bindings } = await this.session.send(
      async (auth) => {
        const ctx: RequestContext = { baseUrl: this.conn.baseUrl, headers: this.headers, auth, config: this.conn.config };
        const req = 'url' in at ? this.followUrl(at.url, ctx) : await renderRequest(plan, params, ctx);
        url = req.url;
        return req;
      },
      { retryAnyMethod: plan.retryAnyMethod, signal },
      async (res) => {
        const body = decodeBody(res, redactor);
        // $headers is built only for kinds whose expressions read it: it is not free on every page
        const bindings = { params, ...(this.plan.usesHeaders ? { headers: Object.fromEntries(res.headers) } : {}), status: res.status, config: this.conn.config };
        return { res, status: res.status, body, bindings, verdict: await judge(plan.responseRules, { status: res.status, headers: res.headers, body }, bindings, redactor) };
      },
    );
    const mapped = await mapResponse(plan, body, bindings);
    return { ...mapped, ...('token' in at ? { token: at.token } : {}), state: { params, url, body, headers: res.headers, bindings } };
  }

  /** A next-page URL handed out by the vendor: only ever sent to the vendor's own origin. */
  private followUrl(url: string, ctx: RequestContext): OutgoingRequest {
    const u = new URL(url, ctx.baseUrl);
    const target = u.origin === this.conn.vendorOrigin ? new URL(this.conn.rewrite(u.toString())) : u;
    if (target.origin !== this.conn.origin) {
      throw new EngineError('upstream_invalid_response', 502, `The vendor's next-page link points to another host (${u.host}); not following it with this connector's credentials.`);
    }
    for (const [k, v] of ctx.auth.query) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
    return { method: 'GET', url: target.toString(), headers: { ...ctx.headers, ...ctx.auth.headers, accept: 'application/json' } };
  }

  private async download(plan: ActionPlan, params: Record<string, unknown>, signal?: AbortSignal): Promise<Download> {
    const page = await this.fetchPage(plan, { params }, signal);
    const raw = await plan.download!.url.evaluate(page.state.body, page.state.bindings);
    if (typeof raw !== 'string' || !raw) {
      throw new EngineError('file_not_found', 404, `${this.kind} ${plan.where}: the record has no file matching these params.`);
    }
    return openDownload(new URL(raw, this.conn.baseUrl), {
      vendorOrigin: this.conn.vendorOrigin,
      origin: this.conn.origin,
      overridden: this.env.upstream !== undefined,
      rewrite: this.conn.rewrite,
      authHeaders: plan.download!.auth ? this.session.applied.headers : {},
      hosts: plan.download!.hosts,
      http: this.env.http,
      redactor: this.session.redactor,
      ...(signal ? { signal } : {}),
    });
  }
}
