// The server side of OAuth: organisations' own OAuth apps and the consent flow (initiate -> provider ->
// callback -> connector). Refreshes of stored connectors' tokens are in refresh.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  authorizeUrl,
  controlCharacterError,
  discoverConfig,
  EngineError,
  schemaError,
  requestToken,
  tokensToCredentials,
  type Engine,
  type OAuth2Plan,
} from '../engine/index.ts';
import type { ConnectorInput } from './connectors.ts';
import { unstorable } from './db/db.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { newId } from './ids.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import type { Log } from './log.ts';
import { RedirectOrigins } from './redirect-origins.ts';
import type { Sealer } from './secrets.ts';

export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthSettings {
  /** Base URL of this service as the provider's browser redirect reaches it. */
  publicUrl: () => string;
  /** Service-default OAuth apps per kind (CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_ID / _CLIENT_SECRET). */
  defaults: Record<string, OAuthClient>;
  /** Where consent flows may return: service-wide (CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS) and per organisation. */
  origins: RedirectOrigins;
}

export interface OAuthDeps {
  db: Db;
  sealer: Sealer;
  engine: Pick<Engine, 'kinds' | 'plan' | 'rewriteUrl' | 'tokenContext'>;
  log: Log;
  /** Stores the connector a completed consent produced (ConnectorStore.create). */
  createConnector(
    org: string,
    input: ConnectorInput,
    source: OAuthClientSource,
  ): Promise<{ id: string }>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

export class OAuthService {
  constructor(
    private s: OAuthDeps,
    readonly settings: OAuthSettings,
  ) {}

  get callbackUrl(): string {
    return `${this.settings.publicUrl().replace(/\/$/, '')}/api/v1/oauth/callback`;
  }

  // ---- organisations' own OAuth apps ----

  async setApp(org: string, kind: string, client: OAuthClient) {
    this.flow(kind); // only kinds with an OAuth consent flow
    const { oauthApps } = this.s.db.t;
    const at = new Date().toISOString();
    const sealed = this.s.sealer.seal(client.secret, `oauth-app:${org}:${kind}`);
    await this.s.db.orm
      .insert(oauthApps)
      .values({
        id: newId('oapp'),
        organizationId: org,
        connectorType: kind,
        clientId: client.id,
        clientSecret: sealed,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [oauthApps.organizationId, oauthApps.connectorType],
        set: { clientId: client.id, clientSecret: sealed, updatedAt: at },
      });
    const row = (await this.appRow(org, kind))!;
    return {
      id: row.id,
      scope_type: 'organization',
      connector_type: kind,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  }

  async deleteApp(org: string, kind: string): Promise<void> {
    const { oauthApps } = this.s.db.t;
    const r = unstorable(kind)
      ? []
      : await this.s.db.orm
          .delete(oauthApps)
          .where(and(eq(oauthApps.organizationId, org), eq(oauthApps.connectorType, kind)))
          .returning({ id: oauthApps.id });
    if (r.length === 0)
      throw new ApiError(
        404,
        `No OAuth application of this organisation for '${kind}'; the service default is already in use.`,
      );
  }

  /** The client a connector's tokens belong to: the organisation's own app, or the service default. */
  async client(
    org: string,
    kind: string,
    source: OAuthClientSource,
  ): Promise<OAuthClient | undefined> {
    if (source === 'organization') {
      const row = await this.appRow(org, kind);
      return row
        ? {
            id: row.clientId,
            secret: this.s.sealer.open(row.clientSecret, `oauth-app:${org}:${kind}`),
          }
        : undefined;
    }
    return this.settings.defaults[kind];
  }

  // ---- the consent flow ----

  async initiate(
    org: string,
    req: {
      workspace_name: string;
      connector_type: string;
      redirect_url: string;
      name?: string;
      environment?: Record<string, unknown>;
    },
  ): Promise<{ consent_url: string }> {
    const kind = req.connector_type;
    const plan = this.flow(kind);
    if (!(await this.settings.origins.allows(org, req.redirect_url)))
      throw RedirectOrigins.refused(req.redirect_url);
    const environment = req.environment ?? {};
    const kindPlan = this.s.engine.plan(kind);
    const err = kindPlan.validateConfig({ ...environment })
      ? controlCharacterError(environment, 'environment', 'invalid_config')
      : schemaError(
          'invalid_config',
          `environment does not fit ${kind}`,
          'environment',
          kindPlan.validateConfig.errors,
          'is not a config variable of this kind',
        );
    if (err) throw new ApiError(422, err.message, err.errors);
    const source: OAuthClientSource = (await this.appRow(org, kind)) ? 'organization' : 'default';
    const client = await this.client(org, kind, source);
    if (!client) {
      throw new ApiError(
        422,
        `No OAuth application for '${kind}': register one with PUT /api/v1/oauth/credentials, or configure CONNECTOR_ENGINE_OAUTH_${kind.toUpperCase().replace(/-/g, '_')}_CLIENT_ID and _CLIENT_SECRET on the server.`,
        [
          {
            field: 'connector_type',
            message: 'has no OAuth application configured',
            error_code: 'oauth_app_missing',
          },
        ],
      );
    }
    const state = randomBytes(32).toString('base64url');
    const verifier = plan.pkce ? randomBytes(48).toString('base64url') : undefined;
    await this.s.db.orm.insert(this.s.db.t.oauthStates).values({
      stateHash: sha256(state),
      organizationId: org,
      workspaceName: req.workspace_name,
      connectorType: kind,
      name: req.name ?? kindPlan.name,
      redirectUrl: req.redirect_url,
      environment,
      oauthClient: source,
      codeVerifier: verifier ? this.s.sealer.seal(verifier, `oauth-state:${sha256(state)}`) : null,
      expiresAt: new Date(Date.now() + STATE_TTL_MS).toISOString(),
    });
    const url = authorizeUrl(plan, {
      clientId: client.id,
      redirectUri: this.callbackUrl,
      state,
      ...(verifier
        ? { codeChallenge: createHash('sha256').update(verifier).digest('base64url') }
        : {}),
      config: environment,
    });
    return { consent_url: this.s.engine.rewriteUrl(kind, url) };
  }

  /** Handles the provider's redirect; answers where to send the browser, or a 400 when nowhere is known. */
  async callback(q: {
    state?: string;
    code?: string;
    error?: string;
    error_description?: string;
  }): Promise<string> {
    if (!q.state) throw new ApiError(400, 'The OAuth callback has no state.');
    const hash = sha256(q.state);
    const { oauthStates } = this.s.db.t;
    const pending = (
      await this.s.db.orm.select().from(oauthStates).where(eq(oauthStates.stateHash, hash))
    )[0];
    if (!pending) throw new ApiError(400, 'Unknown OAuth state: start the flow again.');
    if (!(await this.settings.origins.allows(pending.organizationId, pending.redirectUrl)))
      throw RedirectOrigins.noLongerAllowed();
    const back = (params: Record<string, string>) => {
      const u = new URL(pending.redirectUrl);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      return u.toString();
    };
    // Single use: only the first callback with this state gets past this update.
    const claimed = await this.s.db.orm
      .update(oauthStates)
      .set({ usedAt: new Date().toISOString() })
      .where(and(eq(oauthStates.stateHash, hash), isNull(oauthStates.usedAt)))
      .returning({ hash: oauthStates.stateHash });
    if (claimed.length === 0)
      return back({
        error: 'invalid_state',
        error_description: 'This consent was already used; start the flow again.',
      });
    if (Date.parse(pending.expiresAt) < Date.now())
      return back({
        error: 'invalid_state',
        error_description: 'The consent expired (10 minutes); start the flow again.',
      });
    if (q.error)
      return back({
        error: q.error,
        error_description: q.error_description ?? 'The user did not grant access.',
      });
    if (!q.code)
      return back({
        error: 'invalid_request',
        error_description: 'The provider sent no authorization code.',
      });

    const kind = pending.connectorType;
    const plan = this.flow(kind);
    const client = await this.client(
      pending.organizationId,
      kind,
      pending.oauthClient as OAuthClientSource,
    );
    if (!client)
      return back({
        error: 'server_error',
        error_description: `The OAuth application for '${kind}' was removed meanwhile.`,
      });
    const grant: Record<string, string> = {
      grant_type: 'authorization_code',
      code: q.code,
      redirect_uri: this.callbackUrl,
    };
    if (pending.codeVerifier)
      grant.code_verifier = this.s.sealer.open(pending.codeVerifier, `oauth-state:${hash}`);
    try {
      const ctx = this.s.engine.tokenContext(kind);
      const body = await requestToken(
        plan,
        kind,
        grant,
        client,
        { credentials: {}, config: pending.environment },
        ctx,
      );
      const credentials = tokensToCredentials(body, {}, plan.keep);
      const discovered = await discoverConfig(
        plan,
        String(credentials.access_token),
        pending.environment,
        ctx,
      );
      const input: ConnectorInput = {
        workspace_name: pending.workspaceName,
        connector_type: kind,
        name: pending.name,
        credentials,
        auth_method: 'oauth',
        environment: { ...pending.environment, ...discovered },
      };
      const created = await this.s.createConnector(
        pending.organizationId,
        input,
        pending.oauthClient as OAuthClientSource,
      );
      this.s.log({
        level: 'info',
        event: 'oauth_connected',
        organization_id: pending.organizationId,
        connector_id: created.id,
        connector_type: kind,
      });
      return back({ connector_id: created.id });
    } catch (err) {
      const why =
        err instanceof EngineError || err instanceof ApiError
          ? err.message
          : 'The token exchange failed.';
      return back({ error: 'access_denied', error_description: why.slice(0, 300) });
    }
  }

  private flow(kind: string): OAuth2Plan {
    if (!this.s.engine.kinds().includes(kind)) {
      throw new ApiError(
        422,
        `Unknown connector_type '${kind}'. Valid: ${this.s.engine.kinds().join(', ')}.`,
        [
          {
            field: 'connector_type',
            message: 'is not a known kind',
            error_code: 'unknown_connector_type',
          },
        ],
      );
    }
    const plan = this.s.engine.plan(kind).auth.get('oauth')?.oauth2;
    if (!plan?.authorizeUrl) {
      throw new ApiError(422, `'${kind}' has no OAuth consent flow.`, [
        {
          field: 'connector_type',
          message: 'does not support the OAuth consent flow',
          error_code: 'oauth_unsupported',
        },
      ]);
    }
    return plan;
  }

  private async appRow(org: string, kind: string) {
    const { oauthApps } = this.s.db.t;
    return (
      await this.s.db.orm
        .select()
        .from(oauthApps)
        .where(and(eq(oauthApps.organizationId, org), eq(oauthApps.connectorType, kind)))
    )[0];
  }
}
