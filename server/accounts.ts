// Organisations and API applications. A client secret is shown once, at creation; only its hash is
// kept. An application may be granted several organisations.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
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

export function createApplication(db: Db, orgName: string): { organization_id: string; client_id: string; client_secret: string } {
  const secret = `sec_${randomBytes(32).toString('base64url')}`;
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

/** The application's organisations when the secret matches; undefined otherwise (same answer for an unknown id). */
export function authenticateApplication(db: Db, clientId: string, secret: string): string[] | undefined {
  const app = db.select().from(applications).where(eq(applications.id, clientId)).get();
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(app?.secretHash ?? hashSecret(`missing:${secret}`)); // compare anyway: no timing hint
  if (!app || given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return grantsOf(db, clientId);
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
