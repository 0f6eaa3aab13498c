// A caller's proxy request checked before anything is sent: the method the kind allows (a write also
// needs the caller's permission), the path (path.ts), headers (headers.ts), a query without the
// kind's credential parameters, and a body only where the method takes one. Each refusal names its
// field and what was expected.
import { EngineError } from '../errors.ts';
import { type ProxyPlan, WRITE_METHODS } from '../plan/proxy.ts';
import { checkHeaders, isRecord } from './headers.ts';
import { checkPath } from './path.ts';
import { CONTROL, refuse } from './refuse.ts';
import type { ProxyCall, ProxyOptions, ProxyRequest } from './types.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const MAX_QUERY = 100;
const MAX_BODY_CHARS = 1024 * 1024;

export function checkProxyRequest(
  req: ProxyRequest,
  plan: ProxyPlan,
  kind: string,
  opts: ProxyOptions,
): ProxyCall {
  if (!isRecord(req))
    refuse('request', 'must be an object', '{ method, path, query, headers, body }');
  const method = checkMethod(req.method, plan);
  const path = checkPath(req.path, plan);
  const headers = checkHeaders(req.headers, plan);
  const query = checkQuery(req.query, plan);
  const body = checkBody(method, req.body, headers);
  if (WRITE_METHODS.has(method) && opts.allowWrites === false)
    throw new EngineError(
      'proxy_write_not_granted',
      403,
      `${method} through the ${kind} proxy needs the proxy_write grant for this application (connector-engine apps proxy-write).`,
      { field: 'method' },
    );
  return { method, path, query, headers, ...(body !== undefined ? { body } : {}) };
}

function checkMethod(given: unknown, plan: ProxyPlan): string {
  const method = typeof given === 'string' ? given.toUpperCase() : '';
  if (!METHODS.includes(method))
    refuse('method', 'is not an HTTP method the proxy sends', `one of ${METHODS.join(', ')}`);
  if (!plan.methods.has(method))
    refuse(
      'method',
      `${method} is not allowed by this kind's proxy`,
      `one of ${[...plan.methods].join(', ')}`,
    );
  return method;
}

function checkQuery(given: unknown, plan: ProxyPlan): [string, string][] {
  if (given === undefined) return [];
  if (!isRecord(given))
    refuse(
      'query',
      'must be an object',
      'an object of names to strings, numbers, booleans or lists of them',
    );
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(given)) {
    out.push(...queryValues(name, value, plan));
    if (out.length > MAX_QUERY)
      refuse('query', `has more than ${MAX_QUERY} values`, `at most ${MAX_QUERY} values`);
  }
  return out;
}

/** One query parameter's name checked and its value (or list of values) as pairs. */
function queryValues(name: string, value: unknown, plan: ProxyPlan): [string, string][] {
  const field = `query.${name.slice(0, 100)}`;
  if (!name || name.length > 256 || CONTROL.test(name))
    refuse(field, 'is not a query parameter name', 'a name of 1 to 256 printable characters');
  if (plan.authQuery.has(name))
    refuse(
      field,
      "carries credentials; the connector's own are sent",
      'a parameter other than the credential parameter',
    );
  return (Array.isArray(value) ? value : [value]).map((v): [string, string] => {
    if (!['string', 'number', 'boolean'].includes(typeof v))
      refuse(field, 'must be a string, number, boolean or a list of them', 'scalar values');
    return [name, String(v)];
  });
}

/** The body as sent: JSON for a value, a string as it is; its content type set when the caller gave none. */
function checkBody(
  method: string,
  body: unknown,
  headers: Record<string, string>,
): string | undefined {
  if (body === undefined) return undefined;
  if (method === 'GET' || method === 'HEAD')
    refuse(
      'body',
      `is not sent with ${method}`,
      'no body, or a method that takes one (POST, PUT, PATCH, DELETE)',
    );
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length > MAX_BODY_CHARS)
    refuse('body', 'is too large', `at most ${MAX_BODY_CHARS} characters`);
  headers['content-type'] ??=
    typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  return text;
}
