// Organisations and API applications. A client secret is shown once, at creation or rotation; only
// its hash is kept. An application may be granted several organisations. Rotation bumps the secret
// version that tokens carry; revocation stops the secret and every token at once.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import { applicationGrants, applications, organizations } from './db/schema.ts';
import { newId } from './ids.ts';
import { hashSecret } from './secrets.ts';

export function ensureOrganization(db: Db, name: string): string {
  const found = db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)).get();
  if (found) return found.id;
  const id = newId('org');
  db.insert(organizations).values({ id, name }).onConflictDoNothing().run();
  return db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)).get()!.id;
}

export function findOrganization(db: Db, name: string): string | undefined {
  return db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)).get()?.id;
}

const newSecret = () => `sec_${randomBytes(32).toString('base64url')}`;

export function createApplication(db: Db, orgName: string): { organization_id: string; client_id: string; client_secret: string } {
  const secret = newSecret();
  const clientId = newId('app');
  return db.transaction((tx) => {
    const organizationId = ensureOrganization(tx as unknown as Db, orgName);
    tx.insert(applications).values({ id: clientId, secretHash: hashSecret(secret) }).run();
    tx.insert(applicationGrants).values({ applicationId: clientId, organizationId }).run();
    return { organization_id: organizationId, client_id: clientId, client_secret: secret };
  });
}

export function grantOrganization(db: Db, clientId: string, orgName: string): { client_id: string; organization_id: string } | undefined {
  if (!db.select({ id: applications.id }).from(applications).where(eq(applications.id, clientId)).get()) return undefined;
  const organizationId = ensureOrganization(db, orgName);
  db.insert(applicationGrants).values({ applicationId: clientId, organizationId }).onConflictDoNothing().run();
  return { client_id: clientId, organization_id: organizationId };
}

/**
 * The application's organisations and secret version when the secret matches and the application is
 * not revoked; undefined otherwise (the same answer for an unknown id).
 */
export function authenticateApplication(db: Db, clientId: string, secret: string): { organizations: string[]; secretVersion: number } | undefined {
  const app = db.select().from(applications).where(eq(applications.id, clientId)).get();
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(app?.secretHash ?? hashSecret(`missing:${secret}`)); // compare anyway: no timing hint
  if (!app || given.length !== stored.length || !timingSafeEqual(given, stored) || app.revokedAt) return undefined;
  return { organizations: grantsOf(db, clientId), secretVersion: app.secretVersion };
}

/**
 * What a token of this application and secret version may act for, in one query per request:
 * undefined when the application is gone, revoked, or its secret was rotated after the token was issued.
 */
export function tokenGrants(db: Db, clientId: string, secretVersion: number): string[] | undefined {
  const rows = db
    .select({ revokedAt: applications.revokedAt, secretVersion: applications.secretVersion, org: applicationGrants.organizationId })
    .from(applications)
    .leftJoin(applicationGrants, eq(applicationGrants.applicationId, applications.id))
    .where(eq(applications.id, clientId))
    .orderBy(asc(applicationGrants.createdAt))
    .all();
  if (!rows.length || rows[0]!.revokedAt || rows[0]!.secretVersion !== secretVersion) return undefined;
  return rows.flatMap((r) => (r.org ? [r.org] : []));
}

/** A new secret (shown once); the old secret and every token issued before stop working. */
export function rotateApplication(db: Db, clientId: string): { client_id: string; client_secret: string; rotated_at: string } | 'revoked' | undefined {
  const secret = newSecret();
  const at = new Date().toISOString();
  const r = db
    .update(applications)
    .set({ secretHash: hashSecret(secret), secretVersion: sql`${applications.secretVersion} + 1`, rotatedAt: at })
    .where(and(eq(applications.id, clientId), isNull(applications.revokedAt)))
    .run();
  if (r.changes === 1) return { client_id: clientId, client_secret: secret, rotated_at: at };
  return db.select({ id: applications.id }).from(applications).where(eq(applications.id, clientId)).get() ? 'revoked' : undefined;
}

/** The secret and every token of the application stop working at once (kept for the record). */
export function revokeApplication(db: Db, clientId: string): { client_id: string; revoked_at: string } | undefined {
  const at = new Date().toISOString();
  db.update(applications).set({ revokedAt: at }).where(and(eq(applications.id, clientId), isNull(applications.revokedAt))).run();
  const row = db.select({ revokedAt: applications.revokedAt }).from(applications).where(eq(applications.id, clientId)).get();
  return row ? { client_id: clientId, revoked_at: row.revokedAt! } : undefined;
}

/** Applications (of one organisation, or all) with their organisations and dates; never a secret or hash. */
export function listApplications(db: Db, orgName?: string) {
  let ids: string[] | undefined;
  if (orgName !== undefined) {
    const org = findOrganization(db, orgName);
    if (!org) return undefined;
    ids = db.select({ id: applicationGrants.applicationId }).from(applicationGrants).where(eq(applicationGrants.organizationId, org)).all().map((r) => r.id);
  }
  const apps = db
    .select({ id: applications.id, createdAt: applications.createdAt, rotatedAt: applications.rotatedAt, revokedAt: applications.revokedAt })
    .from(applications)
    .where(ids ? inArray(applications.id, ids) : undefined)
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .all();
  const grants = db
    .select({ app: applicationGrants.applicationId, id: organizations.id, name: organizations.name })
    .from(applicationGrants)
    .innerJoin(organizations, eq(organizations.id, applicationGrants.organizationId))
    .orderBy(asc(applicationGrants.createdAt))
    .all();
  return apps.map((a) => ({
    client_id: a.id,
    organizations: grants.filter((g) => g.app === a.id).map((g) => ({ id: g.id, name: g.name })),
    created_at: a.createdAt,
    rotated_at: a.rotatedAt,
    revoked_at: a.revokedAt,
  }));
}

export function grantsOf(db: Db, clientId: string): string[] {
  return db
    .select({ org: applicationGrants.organizationId })
    .from(applicationGrants)
    .where(and(eq(applicationGrants.applicationId, clientId)))
    .orderBy(asc(applicationGrants.createdAt))
    .all()
    .map((r) => r.org);
}
