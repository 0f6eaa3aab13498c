// The end of the OAuth consent flow: the provider's redirect back, exchanged for tokens and stored as a
// connector. Apart from oauth.ts (which starts the flow) to keep each file small.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type Engine, EngineError } from '../engine/index.ts';
import type { Actor } from './audit.ts';
import type { ConnectorInput } from './connectors.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import type { Log } from './log.ts';
import { consentFlow } from './oauth-apps.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import { RedirectOrigins } from './redirect-origins.ts';
import type { Sealer } from './secrets.ts';

export interface ConsentCallbackDeps {
  db: Db;
  sealer: Sealer;
  engine: Pick<Engine, 'kinds' | 'consent'>;
  log: Log;
  /** Stores the connector a completed consent produced (ConnectorStore.create). */
  createConnector(
    org: string,
    input: ConnectorInput,
    source: OAuthClientSource,
    by?: Actor,
  ): Promise<{ id: string }>;
  /** Replaces a reconnected connector's credentials (ConnectorStore.patch); clears needs_reauth. */
  reconnect(
    org: string,
    id: string,
    input: ConnectorInput,
    source: OAuthClientSource,
    by?: Actor,
  ): Promise<{ id: string }>;
  /** Marks a connect session used; false when it was used already (ConnectSessions.use). */
  useSession(tokenHash: string): Promise<boolean>;
}

/** What the callback needs of OAuthService: where redirects may go, its own URL, and the OAuth apps. */
export interface ConsentCallbackContext {
  origins: RedirectOrigins;
  callbackUrl: string;
  client(org: string, kind: string, source: OAuthClientSource): Promise<OAuthClient | undefined>;
  /** The callback's request, for the audit trail. */
  by?: Actor | undefined;
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

type Query = { state?: string; code?: string; error?: string; error_description?: string };
type Pending = Db['t']['oauthStates']['$inferSelect'];
type Back = (params: Record<string, string>) => string;

/** Handles the provider's redirect; answers where to send the browser, or a 400 when nowhere is known. */
export async function consentCallback(
  s: ConsentCallbackDeps,
  c: ConsentCallbackContext,
  q: Query,
): Promise<string> {
  if (!q.state) throw new ApiError(400, 'The OAuth callback has no state.');
  const hash = sha256(q.state);
  const { oauthStates } = s.db.t;
  const pending = (
    await s.db.orm.select().from(oauthStates).where(eq(oauthStates.stateHash, hash))
  )[0];
  if (!pending) throw new ApiError(400, 'Unknown OAuth state: start the flow again.');
  if (!(await c.origins.allows(pending.organizationId, pending.redirectUrl)))
    throw RedirectOrigins.noLongerAllowed();
  const back: Back = (params) => {
    const u = new URL(pending.redirectUrl);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  };
  // Single use: only the first callback with this state gets past this update.
  const claimed = await s.db.orm
    .update(oauthStates)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(oauthStates.stateHash, hash), isNull(oauthStates.usedAt)))
    .returning({ hash: oauthStates.stateHash });
  const refused = refusal(claimed.length === 1, pending, q);
  if (refused) return back(refused);
  return connect(s, c, pending, hash, q.code!, back);
}

/** Why the consent cannot complete (used, expired, denied, no code), or undefined when it can. */
function refusal(claimed: boolean, pending: Pending, q: Query): Record<string, string> | undefined {
  if (!claimed)
    return {
      error: 'invalid_state',
      error_description: 'This consent was already used; start the flow again.',
    };
  if (Date.parse(pending.expiresAt) < Date.now())
    return {
      error: 'invalid_state',
      error_description: 'The consent expired (10 minutes); start the flow again.',
    };
  if (q.error)
    return {
      error: q.error,
      error_description: q.error_description ?? 'The user did not grant access.',
    };
  if (!q.code)
    return {
      error: 'invalid_request',
      error_description: 'The provider sent no authorization code.',
    };
  return undefined;
}

/** The code exchanged through the kind's consent entry, and the connector stored. */
async function connect(
  s: ConsentCallbackDeps,
  c: ConsentCallbackContext,
  pending: Pending,
  hash: string,
  code: string,
  back: Back,
): Promise<string> {
  const kind = pending.connectorType;
  const flow = consentFlow(s.engine, kind);
  const source = pending.oauthClient as OAuthClientSource;
  const client = await c.client(pending.organizationId, kind, source);
  if (!client)
    return back({
      error: 'server_error',
      error_description: `The OAuth application for '${kind}' was removed meanwhile.`,
    });
  const codeVerifier = pending.codeVerifier
    ? s.sealer.open(pending.codeVerifier, `oauth-state:${hash}`)
    : undefined;
  try {
    const { credentials, discovered } = await flow.exchangeCode({
      app: { client_id: client.id, client_secret: client.secret },
      code,
      redirectUri: c.callbackUrl,
      ...(codeVerifier ? { codeVerifier } : {}),
      config: pending.environment,
    });
    const input: ConnectorInput = {
      workspace_name: pending.workspaceName,
      connector_type: kind,
      name: pending.name,
      credentials,
      auth_method: 'oauth',
      environment: { ...pending.environment, ...discovered },
    };
    if (pending.connectSession && !(await s.useSession(pending.connectSession)))
      return back({
        error: 'invalid_state',
        error_description: 'This connect link was already used.',
      });
    const created = pending.connectorId
      ? await s.reconnect(pending.organizationId, pending.connectorId, input, source, c.by)
      : await s.createConnector(pending.organizationId, input, source, c.by);
    s.log({
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
