// The proxy_write grant: whether an application may send write methods (POST, PUT, PATCH, DELETE)
// through the passthrough proxy in one organisation. Off by default; set by the operator (apps
// proxy-write) or over HTTP by an application that holds it in that organisation for another one.
// Every change is an audit row with before and after.
import { and, eq } from 'drizzle-orm';
import { type Actor, AuditTrail } from './audit.ts';
import type { Db } from './db/open.ts';

export async function proxyWriteGranted(db: Db, clientId: string, org: string): Promise<boolean> {
  const g = db.t.applicationGrants;
  const rows = await db.orm
    .select({ on: g.proxyWrite })
    .from(g)
    .where(and(eq(g.applicationId, clientId), eq(g.organizationId, org)));
  return rows[0]?.on === 1;
}

/** Sets the grant of an application granted the organisation; undefined when it is not. */
export async function setProxyWrite(
  db: Db,
  clientId: string,
  org: string,
  on: boolean,
  by?: Actor,
): Promise<{ client_id: string; organization_id: string; proxy_write: boolean } | undefined> {
  const g = db.t.applicationGrants;
  const where = and(eq(g.applicationId, clientId), eq(g.organizationId, org));
  const before = (await db.orm.select({ on: g.proxyWrite }).from(g).where(where))[0];
  if (!before) return undefined;
  await db.orm
    .update(g)
    .set({ proxyWrite: on ? 1 : 0 })
    .where(where);
  if ((before.on === 1) !== on)
    await new AuditTrail(db).record({
      organizationId: org,
      action: 'application.proxy_write_changed',
      target: clientId,
      before: { proxy_write: before.on === 1 },
      after: { proxy_write: on },
      by,
    });
  return { client_id: clientId, organization_id: org, proxy_write: on };
}
