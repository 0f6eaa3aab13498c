// Organisations' own OAuth apps (client id and sealed secret per kind) and which kinds have a consent
// flow at all. Apart from oauth.ts so the consent flow and the app management each stay small.
import { and, eq } from 'drizzle-orm';
import type { Engine } from '../engine/index.ts';
import { type Actor, AuditTrail } from './audit.ts';
import { unstorable } from './db/db.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { newId } from './ids.ts';
import type { OAuthClient, OAuthClientSource } from './oauth-client.ts';
import type { Sealer } from './secrets.ts';

export interface OAuthAppDeps {
  db: Db;
  sealer: Sealer;
  engine: Pick<Engine, 'kinds' | 'consent'>;
}

/** A kind's consent flow, the engine's one entry for it (authorize URL, code exchange, discovery). */
export type ConsentFlow = NonNullable<ReturnType<Engine['consent']>>;

export async function setApp(
  s: OAuthAppDeps,
  org: string,
  kind: string,
  client: OAuthClient,
  by?: Actor,
) {
  consentFlow(s.engine, kind); // only kinds with an OAuth consent flow
  const { oauthApps } = s.db.t;
  const at = new Date().toISOString();
  const sealed = s.sealer.seal(client.secret, `oauth-app:${org}:${kind}`);
  await s.db.orm
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
  const row = (await appRow(s, org, kind))!;
  await new AuditTrail(s.db).record({
    organizationId: org,
    action: 'oauth_app.set',
    target: kind,
    after: { connector_type: kind, client_id: client.id },
    by,
  });
  return {
    id: row.id,
    scope_type: 'organization',
    connector_type: kind,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function deleteApp(
  s: OAuthAppDeps,
  org: string,
  kind: string,
  by?: Actor,
): Promise<void> {
  const { oauthApps } = s.db.t;
  const r = unstorable(kind)
    ? []
    : await s.db.orm
        .delete(oauthApps)
        .where(and(eq(oauthApps.organizationId, org), eq(oauthApps.connectorType, kind)))
        .returning({ id: oauthApps.id });
  if (r.length === 0)
    throw new ApiError(
      404,
      `No OAuth application of this organisation for '${kind}'; the service default is already in use.`,
    );
  await new AuditTrail(s.db).record({
    organizationId: org,
    action: 'oauth_app.deleted',
    target: kind,
    by,
  });
}

/** The client a connector's tokens belong to: the organisation's own app, or the service default. */
export async function appClient(
  s: OAuthAppDeps,
  defaults: Record<string, OAuthClient>,
  org: string,
  kind: string,
  source: OAuthClientSource,
): Promise<OAuthClient | undefined> {
  if (source === 'organization') {
    const row = await appRow(s, org, kind);
    return row
      ? {
          id: row.clientId,
          secret: s.sealer.open(row.clientSecret, `oauth-app:${org}:${kind}`),
        }
      : undefined;
  }
  return defaults[kind];
}

/** The consent flow of a kind; 422 for an unknown kind or one without. */
export function consentFlow(engine: OAuthAppDeps['engine'], kind: string): ConsentFlow {
  if (!engine.kinds().includes(kind)) {
    throw new ApiError(
      422,
      `Unknown connector_type '${kind}'. Valid: ${engine.kinds().join(', ')}.`,
      [
        {
          field: 'connector_type',
          message: 'is not a known kind',
          error_code: 'unknown_connector_type',
        },
      ],
    );
  }
  const flow = engine.consent(kind);
  if (!flow) {
    throw new ApiError(422, `'${kind}' has no OAuth consent flow.`, [
      {
        field: 'connector_type',
        message: 'does not support the OAuth consent flow',
        error_code: 'oauth_unsupported',
      },
    ]);
  }
  return flow;
}

export async function appRow(s: Pick<OAuthAppDeps, 'db'>, org: string, kind: string) {
  const { oauthApps } = s.db.t;
  return (
    await s.db.orm
      .select()
      .from(oauthApps)
      .where(and(eq(oauthApps.organizationId, org), eq(oauthApps.connectorType, kind)))
  )[0];
}
