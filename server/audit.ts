// The audit trail: who changed what in an organisation's admin state, and when. Each change is one row,
// written after the change succeeded and never updated (the API only reads). The actor and request id
// are the request's (an application's token, an MCP client, the connect page, an OAuth consent: each
// route hands its `actedBy(c)` to the change), else the command line's. What changed is stored as {before, after} with secrets left out by name.
import { userInfo } from 'node:os';
import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import { ApiError } from './errors.ts';
import { newId } from './ids.ts';

/** Who made a change over HTTP: application:<id>, mcp_client:<id>, connect_page, oauth_consent; and the request. */
export interface Actor {
  actor: string;
  requestId: string | null;
}

export interface AuditChange {
  organizationId: string;
  /** What happened, `thing.verb`: connector.created, application.rotated, ... */
  action: string;
  /** The id (or name) of what changed. */
  target?: string;
  before?: unknown;
  after?: unknown;
  /** The request that made it; absent: the command line. */
  by?: Actor | undefined;
}

/** Keys whose values never enter the trail, at any depth: secrets, and the bulky logo. */
const SECRET_KEY = /(^|_)(secret|password|token|credentials|api_?key|private_key|logo)$/i;

/** A copy without secret-named keys (their presence is kept as "[redacted]"). */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '[redacted]' : withoutSecrets(v, depth + 1),
    ]),
  );
}

const cliActor = () => {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
};

export class AuditTrail {
  constructor(private db: Db) {}

  async record(change: AuditChange): Promise<void> {
    const changes =
      change.before === undefined && change.after === undefined
        ? null
        : {
            ...(change.before !== undefined ? { before: withoutSecrets(change.before) } : {}),
            ...(change.after !== undefined ? { after: withoutSecrets(change.after) } : {}),
          };
    await this.db.orm.insert(this.db.t.auditEvents).values({
      id: newId('aud'),
      organizationId: change.organizationId,
      at: new Date().toISOString(),
      actor: change.by?.actor ?? cliActor(),
      action: change.action,
      target: change.target ?? null,
      changes,
      requestId: change.by?.requestId ?? null,
    });
  }

  /** An organisation's rows, newest first, filtered; `cursor` continues after the previous page. */
  async list(
    org: string,
    q: AuditQuery,
  ): Promise<{ data: AuditRow[]; next_cursor: string | null }> {
    const t = this.db.t.auditEvents;
    const where: (SQL | undefined)[] = [eq(t.organizationId, org)];
    if (q.action) where.push(eq(t.action, q.action));
    if (q.target) where.push(eq(t.target, q.target));
    if (q.since) where.push(gte(t.at, q.since));
    if (q.until) where.push(lte(t.at, q.until));
    if (q.cursor) {
      const after = readCursor(q.cursor);
      where.push(or(lt(t.at, after.at), and(eq(t.at, after.at), lt(t.id, after.id))));
    }
    const rows = await this.db.orm
      .select()
      .from(t)
      .where(and(...where))
      .orderBy(desc(t.at), desc(t.id))
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      data: page.map(row),
      next_cursor: rows.length > q.limit && last ? writeCursor(last.at, last.id) : null,
    };
  }
}

export interface AuditQuery {
  action?: string;
  target?: string;
  since?: string;
  until?: string;
  cursor?: string;
  limit: number;
}

export type AuditRow = ReturnType<typeof row>;

function row(r: Db['t']['auditEvents']['$inferSelect']) {
  return {
    id: r.id,
    at: r.at,
    actor: r.actor,
    action: r.action,
    target: r.target,
    changes: r.changes,
    request_id: r.requestId,
  };
}

// The cursor only positions the page: the organisation is always the caller's, so a forged one shows
// nothing another organisation owns.
const writeCursor = (at: string, id: string) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

function readCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    /* answered below */
  }
  throw new ApiError(
    400,
    'cursor is not a cursor of this list: pass next_cursor as it was given.',
    [{ field: 'cursor', message: 'is not a cursor of this list', error_code: 'invalid_cursor' }],
  );
}
