// The server side of OAuth: organisations' own OAuth apps (oauth-apps.ts) and the consent flow (initiate
// -> provider -> callback (oauth-callback.ts) -> connector) through the engine's consent entry. Token
// refreshes are the stored-credentials port's (credentials.ts).
import { createHash, randomBytes } from 'node:crypto';
import { type Engine, inputErrors } from '../engine/index.ts';
import type { Actor } from './audit.ts';
import { ApiError, fieldList } from './errors.ts';
import * as apps from './oauth-apps.ts';
import { type ConsentCallbackDeps, consentCallback, sha256 } from './oauth-callback.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import { RedirectOrigins } from './redirect-origins.ts';

export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthSettings {
  /** Base URL of this service as the provider's browser redirect reaches it. */
  publicUrl: () => string;
  /** Service-default OAuth apps per kind (CONNECTOR_ENGINE_OAUTH_<KIND>_CLIENT_ID / _CLIENT_SECRET). */
  defaults: Record<string, OAuthClient>;
  /** Where consent flows may return: service-wide (CONNECTOR_ENGINE_OAUTH_REDIRECT_ORIGINS) and per organisation. */
  origins: RedirectOrigins;
}

export interface OAuthDeps extends ConsentCallbackDeps {
  engine: Pick<Engine, 'kinds' | 'plan' | 'consent'>;
}

export class OAuthService {
  constructor(
    private s: OAuthDeps,
    readonly settings: OAuthSettings,
  ) {}

  get callbackUrl(): string {
    return `${this.settings.publicUrl().replace(/\/$/, '')}/api/v1/oauth/callback`;
  }

  // ---- organisations' own OAuth apps (oauth-apps.ts) ----

  async setApp(org: string, kind: string, client: OAuthClient, by?: Actor) {
    return apps.setApp(this.s, org, kind, client, by);
  }

  async deleteApp(org: string, kind: string, by?: Actor): Promise<void> {
    return apps.deleteApp(this.s, org, kind, by);
  }

  /** The client a connector's tokens belong to: the organisation's own app, or the service default. */
  async client(
    org: string,
    kind: string,
    source: OAuthClientSource,
  ): Promise<OAuthClient | undefined> {
    return apps.appClient(this.s, this.settings.defaults, org, kind, source);
  }

  /** Whether the connect page can offer this kind's consent: it has one, and an OAuth app is set. */
  async offers(org: string, kind: string): Promise<boolean> {
    if (!this.s.engine.consent(kind)) return false;
    const source: OAuthClientSource = (await apps.appRow(this.s, org, kind))
      ? 'organization'
      : 'default';
    return (await this.client(org, kind, source)) !== undefined;
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
    /** A consent started on the connect page: the session it ends, and the connector it reconnects. */
    link: { connectSession?: string; connectorId?: string | null } = {},
  ): Promise<{ consent_url: string }> {
    const kind = req.connector_type;
    const flow = apps.consentFlow(this.s.engine, kind);
    if (!(await this.settings.origins.allows(org, req.redirect_url)))
      throw RedirectOrigins.refused(req.redirect_url);
    const environment = req.environment ?? {};
    const kindPlan = this.s.engine.plan(kind);
    checkEnvironment(kindPlan, kind, environment);
    const source: OAuthClientSource = (await apps.appRow(this.s, org, kind))
      ? 'organization'
      : 'default';
    const client = await this.client(org, kind, source);
    if (!client) throw noApp(kind);
    const state = randomBytes(32).toString('base64url');
    const verifier = flow.pkce ? randomBytes(48).toString('base64url') : undefined;
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
      connectSession: link.connectSession ?? null,
      connectorId: link.connectorId ?? null,
      expiresAt: new Date(Date.now() + STATE_TTL_MS).toISOString(),
    });
    const url = flow.authorizeUrl({
      app: { client_id: client.id, client_secret: client.secret },
      redirectUri: this.callbackUrl,
      state,
      ...(verifier
        ? { codeChallenge: createHash('sha256').update(verifier).digest('base64url') }
        : {}),
      config: environment,
    });
    return { consent_url: url };
  }

  /** Handles the provider's redirect; answers where to send the browser (oauth-callback.ts). */
  async callback(
    q: {
      state?: string;
      code?: string;
      error?: string;
      error_description?: string;
    },
    by?: Actor,
  ): Promise<string> {
    const { origins } = this.settings;
    return consentCallback(
      this.s,
      { origins, callbackUrl: this.callbackUrl, client: this.client.bind(this), by },
      q,
    );
  }
}

/** The environment a consent will store: the kind's config schema, no control characters (422). */
function checkEnvironment(
  plan: ReturnType<Engine['plan']>,
  kind: string,
  environment: Record<string, unknown>,
): void {
  const misfit = inputErrors(
    { ...environment },
    {
      field: 'environment',
      schema: plan.validateConfig,
      unknown: 'is not a config variable of this kind',
    },
  );
  if (misfit.length)
    throw new ApiError(422, `environment does not fit ${kind}: ${fieldList(misfit)}.`, misfit);
  const unsafe = inputErrors(environment, {
    field: 'environment',
    controlCharacters: 'invalid_config',
  });
  if (unsafe.length) throw new ApiError(422, `${fieldList(unsafe)}.`, unsafe);
}

function noApp(kind: string): ApiError {
  return new ApiError(
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
