// Organisations and API applications. A client secret is shown once, at creation or rotation; only
// its hash is kept. An application may be granted several organisations. Rotation bumps the secret
// version that tokens carry; revocation stops the secret and every token at once.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AuditTrail } from './audit.ts';
import { unstorable } from './db/db.ts';
import type { Db } from './db/open.ts';
import { newId } from './ids.ts';
import { hashSecret } from './secrets.ts';

export async function ensureOrganization(db: Db, name: string): Promise<string> {
  const found = await findOrganization(db, name);
  if (found) return found;
  await db.orm
    .insert(db.t.organizations)
    .values({ id: newId('org'), name })
    .onConflictDoNothing();
  return (await findOrganization(db, name))!; // ours, or the one another process inserted first
}

export async function findOrganization(db: Db, name: string): Promise<string | undefined> {
  const { organizations } = db.t;
  return (
    await db.orm
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, name))
  )[0]?.id;
}

const newSecret = () => `sec_${randomBytes(32).toString('base64url')}`;

export async function createApplication(
  db: Db,
  orgName: string,
): Promise<{ organization_id: string; client_id: string; client_secret: string }> {
  const secret = newSecret();
  const clientId = newId('app');
  const organizationId = await ensureOrganization(db, orgName);
  const { applications, applicationGrants } = db.t;
  await db.atomic((tx) => [
    tx.insert(applications).values({ id: clientId, secretHash: hashSecret(secret) }),
    tx.insert(applicationGrants).values({ applicationId: clientId, organizationId }),
  ]);
  await new AuditTrail(db).record({
    organizationId,
    action: 'application.created',
    target: clientId,
  });
  return { organization_id: organizationId, client_id: clientId, client_secret: secret };
}

export async function grantOrganization(
  db: Db,
  clientId: string,
  orgName: string,
): Promise<{ client_id: string; organization_id: string } | undefined> {
  const { applications, applicationGrants } = db.t;
  if (
    !(
      await db.orm
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.id, clientId))
    ).length
  )
    return undefined;
  const organizationId = await ensureOrganization(db, orgName);
  await db.orm
    .insert(applicationGrants)
    .values({ applicationId: clientId, organizationId })
    .onConflictDoNothing();
  await new AuditTrail(db).record({
    organizationId,
    action: 'application.granted',
    target: clientId,
  });
  return { client_id: clientId, organization_id: organizationId };
}

/**
 * The application's organisations and secret version when the secret matches and the application is
 * not revoked; undefined otherwise (the same answer for an unknown id).
 */
export async function authenticateApplication(
  db: Db,
  clientId: string,
  secret: string,
): Promise<{ organizations: string[]; secretVersion: number } | undefined> {
  const { applications } = db.t;
  const app = unstorable(clientId)
    ? undefined
    : (await db.orm.select().from(applications).where(eq(applications.id, clientId)))[0];
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(app?.secretHash ?? hashSecret(`missing:${secret}`)); // compare anyway: no timing hint
  if (!app || given.length !== stored.length || !timingSafeEqual(given, stored) || app.revokedAt)
    return undefined;
  return { organizations: await grantsOf(db, clientId), secretVersion: app.secretVersion };
}

/**
 * What a token of this application and secret version may act for, in one query per request (prepared
 * once per database): undefined when the application is gone, revoked, or its secret was rotated after
 * the token was issued. Not cached: a revocation through any process takes effect at the next request.
 */
export async function tokenGrants(
  db: Db,
  clientId: string,
  secretVersion: number,
): Promise<string[] | undefined> {
  let query = grantQueries.get(db);
  if (!query) grantQueries.set(db, (query = prepareTokenGrants(db)));
  const rows = await query.execute({ id: clientId });
  if (!rows.length || rows[0]!.revokedAt || rows[0]!.secretVersion !== secretVersion)
    return undefined;
  return rows.flatMap((r) => (r.org ? [r.org] : []));
}

const grantQueries = new WeakMap<Db, ReturnType<typeof prepareTokenGrants>>();

function prepareTokenGrants(db: Db) {
  const { applications, applicationGrants } = db.t;
  return db.orm
    .select({
      revokedAt: applications.revokedAt,
      secretVersion: applications.secretVersion,
      org: applicationGrants.organizationId,
    })
    .from(applications)
    .leftJoin(applicationGrants, eq(applicationGrants.applicationId, applications.id))
    .where(eq(applications.id, sql.placeholder('id')))
    .orderBy(asc(applicationGrants.createdAt))
    .prepare('token_grants');
}

/** A new secret (shown once); the old secret and every token issued before stop working. */
export async function rotateApplication(
  db: Db,
  clientId: string,
): Promise<
  { client_id: string; client_secret: string; rotated_at: string } | 'revoked' | undefined
> {
  const { applications } = db.t;
  const secret = newSecret();
  const at = new Date().toISOString();
  const rotated = await db.orm
    .update(applications)
    .set({
      secretHash: hashSecret(secret),
      secretVersion: sql`${applications.secretVersion} + 1`,
      rotatedAt: at,
    })
    .where(and(eq(applications.id, clientId), isNull(applications.revokedAt)))
    .returning({ id: applications.id });
  if (rotated.length === 1) {
    await auditEveryGrant(db, clientId, 'application.rotated');
    return { client_id: clientId, client_secret: secret, rotated_at: at };
  }
  return (
    await db.orm
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, clientId))
  ).length
    ? 'revoked'
    : undefined;
}

/** The secret and every token of the application stop working at once (kept for the record). */
export async function revokeApplication(
  db: Db,
  clientId: string,
): Promise<{ client_id: string; revoked_at: string } | undefined> {
  const { applications } = db.t;
  const at = new Date().toISOString();
  const revoked = await db.orm
    .update(applications)
    .set({ revokedAt: at })
    .where(and(eq(applications.id, clientId), isNull(applications.revokedAt)))
    .returning({ id: applications.id });
  if (revoked.length === 1) await auditEveryGrant(db, clientId, 'application.revoked');
  const row = (
    await db.orm
      .select({ revokedAt: applications.revokedAt })
      .from(applications)
      .where(eq(applications.id, clientId))
  )[0];
  return row ? { client_id: clientId, revoked_at: row.revokedAt! } : undefined;
}

/** One audit row in each organisation the application acts for. */
async function auditEveryGrant(db: Db, clientId: string, action: string): Promise<void> {
  const audit = new AuditTrail(db);
  for (const organizationId of await grantsOf(db, clientId))
    await audit.record({ organizationId, action, target: clientId });
}

/** Applications (of one organisation, or all) with their organisations and dates; never a secret or hash. */
export async function listApplications(db: Db, orgName?: string) {
  const { applications, applicationGrants, organizations } = db.t;
  let ids: string[] | undefined;
  if (orgName !== undefined) {
    const org = await findOrganization(db, orgName);
    if (!org) return undefined;
    ids = (
      await db.orm
        .select({ id: applicationGrants.applicationId })
        .from(applicationGrants)
        .where(eq(applicationGrants.organizationId, org))
    ).map((r) => r.id);
  }
  const apps = await db.orm
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      rotatedAt: applications.rotatedAt,
      revokedAt: applications.revokedAt,
    })
    .from(applications)
    .where(ids ? inArray(applications.id, ids) : undefined)
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const grants = await db.orm
    .select({
      app: applicationGrants.applicationId,
      id: organizations.id,
      name: organizations.name,
    })
    .from(applicationGrants)
    .innerJoin(organizations, eq(organizations.id, applicationGrants.organizationId))
    .orderBy(asc(applicationGrants.createdAt));
  return apps.map((a) => ({
    client_id: a.id,
    organizations: grants.filter((g) => g.app === a.id).map((g) => ({ id: g.id, name: g.name })),
    created_at: a.createdAt,
    rotated_at: a.rotatedAt,
    revoked_at: a.revokedAt,
  }));
}

export async function grantsOf(db: Db, clientId: string): Promise<string[]> {
  const { applicationGrants } = db.t;
  const rows = await db.orm
    .select({ org: applicationGrants.organizationId })
    .from(applicationGrants)
    .where(eq(applicationGrants.applicationId, clientId))
    .orderBy(asc(applicationGrants.createdAt));
  return rows.map((r) => r.org);
}
