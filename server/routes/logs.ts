// GET /api/v1/logs: the organisation's execution log (executes, MCP tool calls, proxy calls, sync
// runs), newest first, filtered by connector, action, status, source and time, paged with next_cursor.
// Read only: no route changes a row.
import { Hono } from 'hono';
import { ApiError } from '../errors.ts';
import type { ExecutionLog, ExecutionQuery } from '../execution-log.ts';
import { type Env, org } from '../request.ts';

export function logRoutes({ executions }: { executions: Pick<ExecutionLog, 'list'> }) {
  return new Hono<Env>().get('/', async (c) =>
    c.json(await executions.list(org(c), query(c.req.query()))),
  );
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;
const isDate = (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
const isText = (v: string) => v.length <= 200 && ![...v].some((ch) => ch.charCodeAt(0) < 32);
const isLimit = (v: string) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 200;
const oneOf =
  (...values: string[]) =>
  (v: string) =>
    values.includes(v);
const DATE = 'must be a UTC date or date-time such as 2026-11-28T10:00:00Z';
const TEXT = 'must be at most 200 characters, without control characters';

/** Each parameter: what it must be, and how to say it. */
const RULES: Record<string, [(v: string) => boolean, string]> = {
  limit: [isLimit, 'must be an integer from 1 to 200'],
  since: [isDate, DATE],
  until: [isDate, DATE],
  connector: [isText, TEXT],
  action: [isText, TEXT],
  status: [oneOf('success', 'error'), 'must be success or error'],
  source: [oneOf('execute', 'mcp', 'proxy', 'sync'), 'must be execute, mcp, proxy or sync'],
  cursor: [(v) => v.length <= 1000, 'must be next_cursor as it was given'],
};

/** The query string checked: an unknown parameter or a bad value is a 400 naming the parameter. */
function query(q: Record<string, string>): ExecutionQuery {
  for (const field of Object.keys(q))
    if (!Object.hasOwn(RULES, field))
      bad(field, `is not a parameter of this list (${Object.keys(RULES).join(', ')})`);
  for (const [field, [ok, expected]] of Object.entries(RULES))
    if (q[field] !== undefined && !ok(q[field])) bad(field, expected);
  const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);
  const out: ExecutionQuery = { limit: q.limit === undefined ? 50 : Number(q.limit) };
  for (const key of ['connector', 'action', 'status', 'source', 'cursor'] as const)
    if (q[key]) out[key] = q[key];
  const [since, until] = [iso(q.since), iso(q.until)];
  if (since) out.since = since;
  if (until) out.until = until;
  if (since && until && since > until) bad('until', 'must not be before since');
  return out;
}

function bad(field: string, expected: string): never {
  throw new ApiError(400, `${field} ${expected}.`, [
    { field, message: expected, error_code: 'invalid_query' },
  ]);
}
