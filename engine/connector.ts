// A connector: one kind bound to credentials and config, composed of small steps: the connection (config, auth method,
// base URL), the auth session (fresh credentials on every request), params preparation, request rendering, the one HTTP
// door, decoding and response rules, mapping, the page walk and downloads. execute() runs one action; pages() walks a list.
import { findAction, searchStore } from './action-lookup.ts';
import { isCredentialsPort, memoryCredentials } from './auth/credentials.ts';
import { AuthSession } from './auth/session.ts';
import { type Connection, type ConnectorEnvironment, openConnection } from './connection.ts';
import type {
  ChangesInput,
  ChangesResult,
  ContextStore,
  SyncState,
} from './context-store/context-store.ts';
import { type SyncOptions, syncConnector } from './context-store/sync.ts';
import { download } from './download-action.ts';
import { type DryRun, dryRunRequest, noVendorRequest } from './dry-run.ts';
import { EngineError } from './errors.ts';
import { type ConnectorParts, fetchPage } from './fetch-page.ts';
import { Pacer } from './http/pace.ts';
import { Redactor } from './http/redact.ts';
import { projectRecords } from './map/project.ts';
import type {
  ConnectorOptions,
  ExecuteOptions,
  ExecuteResult,
  PaginateOptions,
} from './options.ts';
import type { NextPage, Page, PageSource } from './paginate/index.ts';
import { withNextToken } from './paginate/next-metadata.ts';
import { walkPages } from './paginate/walk.ts';
import { prepareParams } from './params/prepare.ts';
import { bare, createPipeline } from './pipeline/compose.ts';
import type { ActionPlan, AuthPlan, EntityPlan, KindPlan } from './plan/plan.ts';
import { runProxy } from './proxy/run.ts';
import type { ProxyAnswer, ProxyOptions, ProxyRequest } from './proxy/types.ts';
import { previewRequests, type RequestPreview } from './request/preview.ts';
import { renderAll } from './request/render.ts';
import { errorWithReturned, withReturned } from './returned-params.ts';
import { runSteps } from './steps.ts';
import type { ActionArg, EntityArg, KnownKind, ParamsArg, ResultArg } from './typed.ts';

export type { ConnectorEnvironment } from './connection.ts';
export type { NextPage, Page } from './paginate/index.ts';

/** A connector of a kind the generated map knows (typed.ts): engine.connector('stripe', ...) answers one. */
export type TypedConnector<K extends KnownKind> = Connector & { readonly typedKind?: K };

export class Connector implements PageSource {
  declare readonly typedKind?: string; // types only (typed.ts): a kind of the generated map types execute
  readonly kind: string;
  readonly authMethod: AuthPlan['name'];
  private conn: Connection;
  private session: AuthSession;
  private headers: Record<string, string>;
  private contextStore?: { store: ContextStore; connectorId: string };
  private pacers = new Map<ActionPlan, Pacer>();
  private parts: ConnectorParts;

  constructor(
    private plan: KindPlan,
    opts: ConnectorOptions,
    env: ConnectorEnvironment,
  ) {
    this.kind = plan.kind;
    const port = isCredentialsPort(opts.credentials)
      ? opts.credentials
      : memoryCredentials(opts.credentials, opts.onCredentials);
    // The OAuth app stands in for the method's client fields (validated and rendered as them).
    const app = opts.oauthApp;
    const credentials = { ...port.read().credentials, ...app };
    this.conn = openConnection(plan, { ...opts, credentials }, env);
    this.authMethod = this.conn.auth.name;
    this.headers = renderAll(plan.headers, { config: this.conn.config });
    const redactor = new Redactor(credentials, this.conn.applied);
    if (app) redactor.add(app.client_secret); // stays masked when refreshed credentials replace these
    const plain = createPipeline([bare], env.http, redactor);
    this.session = new AuthSession(
      this.conn,
      this.headers,
      redactor,
      { port, app, kind: plan.kind },
      { pipeline: plain, http: env.http },
    );
    if (opts.contextStore) this.contextStore = opts.contextStore;
    this.parts = {
      kind: this.kind,
      plan,
      conn: this.conn,
      session: this.session,
      pipeline: createPipeline([this.session.step], env.http, redactor),
      bare: plain,
      env,
      ...(opts.contextStore ? { contextStore: opts.contextStore } : {}),
    };
  }

  /** A value with this connector's secrets masked, in every form the engine masks them in its answers. */
  redact(value: unknown): unknown {
    return this.session.redactor.value(value);
  }

  /** Runs one action. list/api_search fetch one page unless opts.paginate asks to follow pages. */
  execute<T extends Connector, E extends EntityArg<T>, A extends ActionArg<T, E>>(
    this: T,
    entity: E,
    action: A,
    params?: ParamsArg<T, E, A>,
    opts?: ExecuteOptions,
  ): Promise<ResultArg<T, E, A>>;
  async execute(
    entity: string,
    action: string,
    params?: unknown,
    opts: ExecuteOptions = {},
  ): Promise<ExecuteResult> {
    const e = this.plan.entities.get(entity);
    if (e && (opts.select_fields?.length || opts.exclude_fields?.length))
      projectRecords(undefined, e, opts); // refuse bad field names before any call
    if (action === 'context_store_search') {
      const found = await searchStore(this.parts, entity, params ?? {});
      return {
        result: { ...found, data: projectRecords(found.data, e!, opts) },
        connector_metadata: {},
      };
    }
    const plan = findAction(this.parts, entity, action);
    const valid = await this.prepare(plan, params);
    try {
      return withReturned(plan, valid, await this.run(plan, e, valid, opts));
    } catch (err) {
      throw errorWithReturned(plan, valid, err);
    }
  }

  /** An action's requests once its params are valid: a download, steps, one page, or pages walked. */
  private async run(
    plan: ActionPlan,
    e: EntityPlan | undefined,
    valid: Record<string, unknown>,
    opts: ExecuteOptions,
  ): Promise<ExecuteResult> {
    if (plan.download)
      return {
        result: await download(this.parts, plan, valid, opts.signal),
        connector_metadata: {},
      };
    if (plan.steps) {
      const last = await runSteps(plan, valid, this.conn.config, (step, params) =>
        fetchPage(this.parts, step, { params }, opts.signal),
      );
      return { result: projectRecords(last.result, e!, opts), connector_metadata: last.metadata };
    }
    if (!opts.paginate || !plan.isList) {
      const page = await fetchPage(this.parts, plan, { params: valid }, opts.signal);
      const metadata = plan.isList ? await withNextToken(plan.paginator, page) : page.metadata;
      return { result: projectRecords(page.result, e!, opts), connector_metadata: metadata };
    }
    const records: unknown[] = [];
    let metadata: Record<string, unknown> = {};
    for await (const page of walkPages(plan, { params: valid }, opts.paginate, (at) =>
      fetchPage(this.parts, plan, at, opts.signal),
    )) {
      records.push(...page.records);
      metadata = page.metadata;
    }
    const max = opts.paginate.max_records;
    return {
      result: projectRecords(max ? records.slice(0, max) : records, e!, opts),
      connector_metadata: metadata,
    };
  }

  /**
   * The passthrough proxy: a request to any endpoint the kind's `proxy:` section allows (GET and HEAD
   * under the base URL by default), sent with this connector's credentials through the same pipeline
   * as actions. Refused with a 400 before any call: paths leaving the base URL or its allowed
   * prefixes, hop-by-hop and credential headers. `allowWrites: false` refuses write methods (403).
   */
  proxy(req: ProxyRequest, opts: ProxyOptions = {}): Promise<ProxyAnswer> {
    return runProxy(this.parts, req, opts);
  }

  /** The requests an action would send, credentials as shell variables; nothing is sent or refreshed (dry runs). */
  async render(entity: string, action: string, params?: unknown): Promise<RequestPreview> {
    const plan = findAction(this.parts, entity, action);
    const ctx = {
      baseUrl: this.conn.baseUrl,
      headers: this.headers,
      auth: this.session.applied,
      config: this.conn.config,
      method: this.conn.auth,
    };
    return previewRequests(
      plan,
      await this.prepare(plan, params),
      ctx,
      this.session.redactor,
      this.conn.applied === undefined,
    );
  }

  /** The request execute would send first, params checked and secrets masked; nothing is sent (dry-run.ts). */
  async dryRun(entity: string, action: string, params?: unknown): Promise<DryRun> {
    const plan =
      action === 'context_store_search'
        ? noVendorRequest(`${this.kind} ${entity}`)
        : findAction(this.parts, entity, action);
    return dryRunRequest(
      plan,
      await this.prepare(plan, params),
      {
        baseUrl: this.conn.baseUrl,
        headers: this.headers,
        auth: this.session.applied,
        config: this.conn.config,
      },
      this.session.redactor,
    );
  }

  /** Follows pages of a list action through the manifest's strategy; `start` resumes at a page's `next`. */
  async *pages(
    entity: string,
    action: string,
    params?: unknown,
    opts: PaginateOptions & { signal?: AbortSignal; start?: NextPage } = {},
  ): AsyncGenerator<Page> {
    const plan = findAction(this.parts, entity, action);
    if (!plan.isList)
      throw new EngineError(
        'unknown_action',
        400,
        `${plan.where} is not a list action; only list and api_search have pages.`,
        { field: 'action' },
      );
    const valid = await this.prepare(
      plan,
      opts.start && 'params' in opts.start ? opts.start.params : params,
    );
    const first = opts.start && 'url' in opts.start ? opts.start : { params: valid };
    const pacer = this.pacer(plan);
    yield* walkPages(plan, first, opts, async (at) => {
      await pacer?.take(opts.signal);
      const page = await fetchPage(this.parts, plan, at, opts.signal);
      pacer?.observe(page.state.headers);
      return page;
    });
  }

  /** One record read in full for a sync (sync.detail): the action's one request, paced by its rate. */
  async read(
    entity: string,
    action: string,
    params: unknown,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const plan = findAction(this.parts, entity, action);
    const valid = await this.prepare(plan, params);
    const pacer = this.pacer(plan);
    await pacer?.take(signal);
    const page = await fetchPage(this.parts, plan, { params: valid }, signal);
    pacer?.observe(page.state.headers);
    return page.result;
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
    if (!this.contextStore)
      throw new EngineError(
        'unknown_action',
        400,
        `${this.kind}: sync needs a context store (ConnectorOptions.contextStore).`,
      );
    return syncConnector(this, this.plan, this.contextStore.store, this.contextStore.connectorId, {
      ...opts,
      replication: this.conn.replication,
    });
  }

  /**
   * The change feed of an entity's stored copy: records added, updated and deleted since the cursor
   * ('start', the default; 'now'; or next_cursor of the previous answer), in commit order.
   */
  async changes(entity: string, input: ChangesInput = {}): Promise<ChangesResult> {
    if (!this.contextStore)
      throw new EngineError(
        'unknown_action',
        400,
        `${this.kind}: the change feed needs a context store (ConnectorOptions.contextStore).`,
      );
    return this.contextStore.store.changes(this.plan, entity, this.contextStore.connectorId, input);
  }

  private prepare(plan: ActionPlan, params: unknown): Promise<Record<string, unknown>> {
    return prepareParams(plan, params, {
      config: this.conn.config,
      replication: this.conn.replication,
    });
  }
}
