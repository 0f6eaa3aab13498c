// GET /api/v1/audit: the organisation's audit trail, newest first, filtered by action, target and
// time, paged with next_cursor. Read only: no route changes a row.
import { Hono } from 'hono';
import type { AuditQuery, AuditTrail } from '../audit.ts';
import { ApiError } from '../errors.ts';
import { type Env, org } from '../request.ts';

export function auditRoutes({ audit }: { audit: Pick<AuditTrail, 'list'> }) {
  return new Hono<Env>().get('/', async (c) =>
    c.json(await audit.list(org(c), query(c.req.query()))),
  );
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;
const isDate = (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
const isText = (v: string) => v.length <= 500 && ![...v].some((ch) => ch.charCodeAt(0) < 32);
const isLimit = (v: string) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 200;

/** Each parameter: what it must be, and how to say it. */
const RULES: Record<string, [(v: string) => boolean, string]> = {
  limit: [isLimit, 'must be an integer from 1 to 200'],
  since: [isDate, 'must be a UTC date or date-time such as 2026-11-28T10:00:00Z'],
  until: [isDate, 'must be a UTC date or date-time such as 2026-11-28T10:00:00Z'],
  action: [isText, 'must be at most 500 characters, without control characters'],
  target: [isText, 'must be at most 500 characters, without control characters'],
  cursor: [isText, 'must be next_cursor as it was given'],
};

/** The query string checked: each bad value is a 400 naming its parameter. */
function query(q: Record<string, string>): AuditQuery {
  for (const [field, [ok, expected]] of Object.entries(RULES))
    if (q[field] !== undefined && !ok(q[field]))
      throw new ApiError(400, `${field} ${expected}.`, [
        { field, message: expected, error_code: 'invalid_query' },
      ]);
  const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);
  const out = {
    limit: q.limit === undefined ? 50 : Number(q.limit),
    action: q.action || undefined,
    target: q.target || undefined,
    since: iso(q.since),
    until: iso(q.until),
    cursor: q.cursor || undefined,
  };
  return Object.fromEntries(
    Object.entries(out).filter(([, v]) => v !== undefined),
  ) as unknown as AuditQuery;
}
