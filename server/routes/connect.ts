// Connect sessions (POST /api/v1/connect/sessions, the branding under /api/v1/connect) and the hosted
// connect page under /connect, where an application's end user connects an account: an API-key form
// checked against the vendor before anything is stored, or the vendor's consent. The page needs no
// token (the link is the capability); its forms carry a CSRF token matched against a SameSite cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Engine } from '../../engine/index.ts';
import {
  type FormState,
  formPage,
  kindForm,
  kindsPage,
  messagePage,
  pageHeaders,
} from '../connect-page.ts';
import type { ConnectSessions, Session } from '../connect-sessions.ts';
import type { ConnectorInput, ConnectorStore } from '../connectors.ts';
import { ApiError } from '../errors.ts';
import type { OAuthService } from '../oauth.ts';
import { actedBy, type Env, jsonBody, org } from '../request.ts';

export const CONNECT_PATH = '/connect';
const CSRF_COOKIE = 'connect_csrf';

/** Mounted at /api/v1/connect (token required). */
export function connectApiRoutes({ connect }: { connect: ConnectSessions }) {
  return new Hono<Env>()
    .post('/sessions', jsonBody('createConnectSession'), async (c) =>
      c.json(await connect.create(org(c), c.req.valid('json')), 201),
    )
    .get('/branding', async (c) => c.json(await connect.branding(org(c))))
    .put('/branding', jsonBody('connectBranding'), async (c) =>
      c.json(await connect.setBranding(org(c), c.req.valid('json'), actedBy(c))),
    );
}

export interface ConnectPageDeps {
  connect: ConnectSessions;
  connectors: Pick<ConnectorStore, 'create' | 'check' | 'patch' | 'get'>;
  oauth: Pick<OAuthService, 'initiate' | 'offers'>;
  engine: Pick<Engine, 'plan'>;
}

/** Mounted at /connect (public). */
export function connectPageRoutes(deps: ConnectPageDeps) {
  return new Hono<Env>()
    .get('/done', (c) =>
      html(c, 200, (f) => messagePage(f, 'Account connected', 'You can close this window now.'), {
        name: '',
      }),
    )
    .get('/:token', (c) => page(c, deps, (s, f) => showKind(c, deps, s, f)))
    .post('/:token', (c) => page(c, deps, (s, f) => submitKey(c, deps, s, f)))
    .post('/:token/oauth', (c) => page(c, deps, (s, f) => startConsent(c, deps, s, f)));
}

type Frame = Parameters<typeof messagePage>[0];
type Handler = (session: Session, frame: Frame) => Promise<Response>;

/** Opens the session and answers its errors (unknown, expired, used) as pages, not JSON. */
async function page(c: Context<Env>, deps: ConnectPageDeps, run: Handler): Promise<Response> {
  let session: Session;
  try {
    session = await deps.connect.open(c.req.param('token') ?? '');
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const heading = err.status === 410 ? 'This link can no longer be used' : 'Link not found';
    const text = `${err.message} Ask the application that sent you here for a new link.`;
    return html(c, err.status, (f) => messagePage(f, heading, text), { name: '' });
  }
  const branding = await deps.connect.branding(session.organizationId);
  const nonce = randomBytes(16).toString('base64');
  const csrf = getCookie(c, CSRF_COOKIE) ?? randomBytes(24).toString('base64url');
  const frame = { branding, nonce, csrf, token: session.token };
  if (c.req.method === 'POST' && !(await sameSiteForm(c, csrf)))
    return html(
      c,
      403,
      (f) => messagePage(f, 'Form expired', 'Reload the page and submit the form again.'),
      branding,
    );
  setCookie(c, CSRF_COOKIE, csrf, {
    path: CONNECT_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return run(session, frame);
}

/** The POST came from our own form: the browser says same-origin, and its csrf field matches the cookie. */
async function sameSiteForm(c: Context<Env>, cookie: string): Promise<boolean> {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const sent = (await c.req.parseBody()).csrf;
  if (typeof sent !== 'string' || !getCookie(c, CSRF_COOKIE)) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(cookie)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function html(
  c: Context<Env>,
  status: number,
  render: (f: Frame) => string,
  branding: Frame['branding'],
): Response {
  const nonce = randomBytes(16).toString('base64');
  const body = render({ branding, nonce, csrf: '', token: '' });
  return c.body(body, status as 200, pageHeaders(nonce));
}

/** The kinds of the session, or the form of the one chosen (?kind=, or the only one). */
async function showKind(
  c: Context<Env>,
  deps: ConnectPageDeps,
  session: Session,
  frame: Frame,
): Promise<Response> {
  const kinds = deps.connect.kinds(session);
  const chosen = c.req.query('kind') ?? (kinds.length === 1 ? kinds[0] : undefined);
  if (!chosen || !kinds.includes(chosen)) {
    const list = kinds.map((k) => ({ kind: k, name: deps.engine.plan(k).name }));
    return c.body(kindsPage(frame, list), 200, pageHeaders(frame.nonce));
  }
  const values = session.connectorId ? await currentConfig(deps, session) : {};
  return form(c, deps, session, frame, chosen, 200, { values });
}

async function form(
  c: Context<Env>,
  deps: ConnectPageDeps,
  session: Session,
  frame: Frame,
  kind: string,
  status: number,
  state: FormState,
): Promise<Response> {
  const offersConsent = await deps.oauth.offers(session.organizationId, kind);
  const body = formPage(frame, kindForm(deps.engine.plan(kind), offersConsent), state);
  return c.body(body, status as 200, pageHeaders(frame.nonce));
}

/** A reconnect shows the connector's current config (never its credentials). */
async function currentConfig(deps: ConnectPageDeps, session: Session) {
  const current = await deps.connectors.get(session.organizationId, session.connectorId!);
  return Object.fromEntries(
    Object.entries(current.environment).map(([k, v]) => [`config.${k}`, String(v)]),
  );
}

/** An API-key form: checked against the vendor, then stored (or replacing a reconnected one's). */
async function submitKey(
  c: Context<Env>,
  deps: ConnectPageDeps,
  session: Session,
  frame: Frame,
): Promise<Response> {
  const submitted = await submittedForm(c, deps, session);
  if (submitted instanceof Response) return submitted;
  const { kind, config, credentials, values } = submitted;
  const input: ConnectorInput = {
    workspace_name: session.workspaceName,
    connector_type: kind,
    name: deps.engine.plan(kind).name,
    credentials,
    environment: config,
    auth_method: 'token',
  };
  let checked: Record<string, unknown>;
  try {
    checked = await deps.connectors.check(input);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    return form(c, deps, session, frame, kind, 422, { ...formProblems(err), values });
  }
  if (!(await deps.connect.use(session.tokenHash)))
    return c.body(
      messagePage(frame, 'This link can no longer be used', 'This connect link was already used.'),
      410,
      pageHeaders(frame.nonce),
    );
  const id = session.connectorId
    ? (
        await deps.connectors.patch(
          session.organizationId,
          session.connectorId,
          { credentials: checked, environment: config, auth_method: 'token' },
          undefined,
          actedBy(c),
        )
      ).id
    : (
        await deps.connectors.create(
          session.organizationId,
          { ...input, credentials: checked },
          undefined,
          actedBy(c),
        )
      ).id;
  return c.redirect(withParams(session.redirectUrl, { connector_id: id }), 303);
}

/** The OAuth button: the consent starts, and its callback ends the session (oauth-callback.ts). */
async function startConsent(
  c: Context<Env>,
  deps: ConnectPageDeps,
  session: Session,
  frame: Frame,
): Promise<Response> {
  const submitted = await submittedForm(c, deps, session);
  if (submitted instanceof Response) return submitted;
  const { kind, config, values } = submitted;
  try {
    const { consent_url } = await deps.oauth.initiate(
      session.organizationId,
      {
        workspace_name: session.workspaceName,
        connector_type: kind,
        redirect_url: session.redirectUrl,
        environment: config,
      },
      { connectSession: session.tokenHash, connectorId: session.connectorId },
    );
    return c.redirect(consent_url, 303);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    return form(c, deps, session, frame, kind, 422, { ...formProblems(err), values });
  }
}

type Submitted = {
  kind: string;
  config: Record<string, unknown>;
  credentials: Record<string, unknown>;
  values: Record<string, string>;
};

/** The form's kind (one the session offers) and its fields, config typed by the kind's schema. */
async function submittedForm(
  c: Context<Env>,
  deps: ConnectPageDeps,
  session: Session,
): Promise<Submitted | Response> {
  const body = await c.req.parseBody();
  const kind = typeof body.kind === 'string' ? body.kind : '';
  if (!deps.connect.kinds(session).includes(kind))
    throw new ApiError(400, 'The form names a kind this link does not offer.');
  const schema = deps.engine.plan(kind).configSchema as {
    properties?: Record<string, { type?: unknown }>;
  };
  const out: Submitted = { kind, config: {}, credentials: {}, values: {} };
  for (const [name, raw] of Object.entries(body)) {
    const [part, key] = name.split('.', 2) as [string, string | undefined];
    if (typeof raw !== 'string' || raw === '' || !key) continue;
    if (part === 'credentials') out.credentials[key] = raw;
    if (part !== 'config') continue;
    out.values[name] = raw;
    const type = schema.properties?.[key]?.type;
    out.config[key] = (type === 'integer' || type === 'number') && raw.trim() ? Number(raw) : raw;
  }
  return out;
}

/** A 422's field errors as the form shows them (environment.X is the form's config.X). */
function formProblems(err: ApiError): FormState {
  const problems: Record<string, string> = {};
  for (const e of err.errors) {
    const field = e.field?.replace(/^environment\b/, 'config');
    if (field) problems[field] = e.message;
  }
  const refused = err.errors.some((e) => e.error_code === 'credentials_check_failed');
  const message = refused
    ? 'These credentials were not accepted. Check them and try again.'
    : 'Some fields need attention.';
  return { message, problems };
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
