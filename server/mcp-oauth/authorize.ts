// GET/POST /oauth/authorize: the page where a person entitled to an organisation grants an agent
// access to its connectors. There are no human accounts, so the entitlement is a one-time approval
// code one of the organisation's applications created (POST /api/v1/mcp/approvals): the page asks for
// it, then shows what would be granted (organisation, scopes no wider than the code allows, client
// name, redirect host) with Approve and Deny. Forms carry a CSRF token matched against a SameSite
// cookie and must come from this origin (Sec-Fetch-Site), as on the connect page.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Actor } from '../audit.ts';
import type { ConnectSessions } from '../connect-sessions.ts';
import { actedBy, type Env } from '../request.ts';
import {
  approvalHeaders,
  codePage,
  confirmPage,
  messagePage,
  type PageFrame,
} from './approval-page.ts';
import {
  AUTHORIZE_PARAMS,
  type AuthorizeParams,
  type AuthorizeRequest,
  checkAuthorize,
  withParams,
} from './authorize-request.ts';
import { OAuthProblem } from './errors.ts';
import { formFields, queryFields } from './form.ts';
import { PATHS } from './metadata.ts';
import type { McpOAuth } from './service.ts';

const CSRF_COOKIE = 'mcp_oauth_csrf';

export interface AuthorizeDeps {
  mcpOAuth: McpOAuth;
  connect: Pick<ConnectSessions, 'branding'>;
}

export function authorizeRoutes(deps: AuthorizeDeps) {
  return new Hono<Env>()
    .get(PATHS.authorize, (c) => handle(c, deps, () => fieldsOf(queryFields(c)), showCode))
    .post(PATHS.authorize, (c) => handle(c, deps, async () => fieldsOf(await formFields(c)), step));
}

type Fields = { params: AuthorizeParams; rest: Record<string, string> };
type Step = (
  c: Context,
  deps: AuthorizeDeps,
  req: AuthorizeRequest,
  f: PageFrame,
  rest: Record<string, string>,
) => Promise<Response>;

function fieldsOf(all: Record<string, string>): Fields {
  const params: AuthorizeParams = {};
  for (const k of AUTHORIZE_PARAMS) if (all[k] !== undefined) params[k] = all[k];
  return { params, rest: all };
}

/** Checks the request (refused ones as a page), the form's origin and CSRF token, then runs the step. */
async function handle(
  c: Context,
  deps: AuthorizeDeps,
  read: () => Fields | Promise<Fields>,
  run: Step,
): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const csrf = getCookie(c, CSRF_COOKIE) ?? randomBytes(24).toString('base64url');
  const frame = { nonce, csrf };
  let fields: Fields;
  try {
    fields = await read();
  } catch (err) {
    if (!(err instanceof OAuthProblem)) throw err;
    return page(c, 400, messagePage(frame, 'This request cannot be used', err.message), nonce);
  }
  const checked = await checkAuthorize(fields.params, deps.mcpOAuth.clients, deps.mcpOAuth.urls);
  if ('refuse' in checked)
    return page(c, 400, messagePage(frame, 'This request cannot be used', checked.refuse), nonce);
  if ('redirect' in checked) return c.redirect(checked.redirect, 303);
  const req = checked.ok;
  if (c.req.method === 'POST' && !sameSiteForm(c, fields.rest.csrf))
    return page(
      c,
      403,
      messagePage(frame, 'Form expired', 'Go back to the application and start again.'),
      nonce,
      req,
    );
  setCookie(c, CSRF_COOKIE, csrf, {
    path: PATHS.authorize,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return run(c, deps, req, frame, fields.rest);
}

const showCode: Step = async (c, _deps, req, frame) =>
  page(c, 200, codePage(frame, req), frame.nonce, req);

type Approval = NonNullable<Awaited<ReturnType<McpOAuth['grants']['approval']>>>;

/** step=code: the approval code checked, then the confirmation; step=decide: approve or deny. */
const step: Step = async (c, deps, req, frame, rest) => {
  const approval = await deps.mcpOAuth.grants.approval(rest.approval_code ?? '');
  const retry = (why: string) => page(c, 422, codePage(frame, req, why), frame.nonce, req);
  if (!approval)
    return retry(
      'This approval code is not valid: it is unknown, expired or used. Ask for a new one.',
    );
  const scopes = req.scopes.filter((s) => approval.scopes.includes(s));
  const back = (add: Record<string, string | undefined>) =>
    c.redirect(
      withParams(req.redirectUri, { ...add, state: req.state, iss: deps.mcpOAuth.urls.issuer }),
      303,
    );
  if (rest.step === 'decide' && rest.decision === 'deny')
    return back({ error: 'access_denied', error_description: 'The request was denied.' });
  if (!scopes.length)
    return back({
      error: 'invalid_scope',
      error_description: 'The approval code allows none of the scopes asked for.',
    });
  if (rest.step !== 'decide' || rest.decision !== 'approve') {
    const { name } = await deps.connect.branding(approval.organizationId);
    const shown = { organisation: name || approval.organizationId, scopes };
    return page(
      c,
      200,
      confirmPage(frame, req, { ...shown, approvalCode: rest.approval_code! }),
      frame.nonce,
      req,
    );
  }
  if (!(await deps.mcpOAuth.grants.useApproval(approval.codeHash)))
    return retry('This approval code was just used. Ask for a new one.');
  return back({ code: await approve(deps, req, approval, scopes, actedBy(c)) });
};

/** The approval used: an authorization code for the grant, recorded in the organisation's audit trail. */
async function approve(
  deps: AuthorizeDeps,
  req: AuthorizeRequest,
  approval: Approval,
  scopes: string[],
  by: Actor,
): Promise<string> {
  const grant = {
    organizationId: approval.organizationId,
    clientId: req.client.clientId,
    resource: req.resource,
    scopes,
    // an application's code binds the grant to it; an operator's (the CLI's `cli:<user>`) to none
    applicationId: approval.applicationId.startsWith('app_') ? approval.applicationId : null,
  };
  const code = await deps.mcpOAuth.grants.createCode(grant, req.redirectUri, req.codeChallenge);
  await deps.mcpOAuth.audit.record({
    organizationId: approval.organizationId,
    action: 'mcp_grant.approved',
    target: req.client.clientId,
    after: {
      client_name: req.client.name,
      redirect_uri: req.redirectUri,
      scopes,
      approved_with: approval.applicationId,
    },
    by,
  });
  return code;
}

/** The POST came from our own form: the browser says same-origin, and its csrf field matches the cookie. */
function sameSiteForm(c: Context, sent: string | undefined): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const cookie = getCookie(c, CSRF_COOKIE);
  if (typeof sent !== 'string' || !cookie) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(cookie)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function page(
  c: Context,
  status: number,
  html: string,
  nonce: string,
  req?: AuthorizeRequest,
): Response {
  return c.body(html, status as 200, approvalHeaders(nonce, req?.redirectUri));
}
