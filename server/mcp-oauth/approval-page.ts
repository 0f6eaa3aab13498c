// The authorization page of the MCP OAuth flow: server-rendered, no JavaScript, one inline style
// allowed by a nonce. First it asks for the one-time approval code an application of the
// organisation created; then it shows what would be granted (organisation, scopes, client, redirect
// host) with Approve and Deny. Every value written into the page is escaped.

import { READ_SCOPE, WRITE_SCOPE } from '../../mcp/backend.ts';
import type { AuthorizeRequest } from './authorize-request.ts';

export interface PageFrame {
  nonce: string;
  csrf: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const SCOPE_TEXT: Record<string, string> = {
  [READ_SCOPE]: 'Read: list connectors, describe them, get, list and search records, dry runs',
  [WRITE_SCOPE]: 'Write: create, update and delete records, run named actions, connect accounts',
};

/** Strict headers; form-action allows this origin and the client's redirect target only. */
export function approvalHeaders(nonce: string, redirectUri?: string): Record<string, string> {
  const target = redirectUri ? formTarget(redirectUri) : '';
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The CSP source of a redirect target: its origin, or its private-use scheme. */
function formTarget(uri: string): string {
  const url = new URL(uri);
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? ` ${url.origin}`
    : ` ${url.protocol}`;
}

function layout(frame: PageFrame, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style nonce="${frame.nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:34rem;margin:3rem auto;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;padding:.55rem;margin-top:.25rem;border:1px solid #98a1b3;border-radius:.3rem;font:inherit}
.help{font-size:.875rem;color:#4a5367;margin:.2rem 0 0}dt{font-weight:600;margin-top:.75rem}dd{margin:0}
button{margin:1.5rem .5rem 0 0;padding:.6rem 1.2rem;border:0;border-radius:.3rem;background:#2457d6;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.deny{background:#5d6577}.error{border-left:4px solid #c62828;background:#fdecea;padding:.75rem;margin-bottom:1rem}
</style></head>
<body><main>
${body}
</main></body></html>`;
}

/** The authorize request carried from page to page, and the CSRF token. */
function hidden(frame: PageFrame, req: AuthorizeRequest): string {
  const fields = Object.entries(req.params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v!)}">`);
  fields.push(`<input type="hidden" name="csrf" value="${esc(frame.csrf)}">`);
  return fields.join('\n');
}

export function codePage(frame: PageFrame, req: AuthorizeRequest, error?: string): string {
  const alert = error ? `<div class="error" role="alert" id="form-error">${esc(error)}</div>` : '';
  return layout(
    frame,
    'Allow an agent to use your connectors',
    `<h1>Allow ${esc(req.client.name)} to use your connectors</h1>
${alert}<p>Enter the approval code from your organisation (an application creates it with <code>POST /api/v1/mcp/approvals</code> or <code>connector-engine mcp approve-code</code>).</p>
<form method="post" action="/oauth/authorize">
${hidden(frame, req)}
<input type="hidden" name="step" value="code">
<label for="approval_code">Approval code</label>
<input id="approval_code" name="approval_code" autocomplete="off" required aria-describedby="code-help">
<p class="help" id="code-help">16 letters and digits, e.g. ABCD-EFGH-JKMN-PQRS; valid 10 minutes, once.</p>
<button type="submit">Continue</button>
</form>`,
  );
}

export function confirmPage(
  frame: PageFrame,
  req: AuthorizeRequest,
  grant: { organisation: string; scopes: string[]; approvalCode: string },
): string {
  const scopes = grant.scopes.map((s) => `<li>${esc(SCOPE_TEXT[s] ?? s)}</li>`).join('');
  return layout(
    frame,
    'Approve access',
    `<h1>Approve access</h1>
<dl>
<dt>Organisation</dt><dd id="organisation">${esc(grant.organisation)}</dd>
<dt>Application</dt><dd id="client">${esc(req.client.name)}</dd>
<dt>Returns to</dt><dd id="redirect-host">${esc(redirectHost(req.redirectUri))}</dd>
<dt>Access</dt><dd><ul id="scopes">${scopes}</ul></dd>
</dl>
<form method="post" action="/oauth/authorize">
${hidden(frame, req)}
<input type="hidden" name="step" value="decide">
<input type="hidden" name="approval_code" value="${esc(grant.approvalCode)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
</form>`,
  );
}

export function messagePage(frame: PageFrame, heading: string, text: string): string {
  return layout(frame, heading, `<h1>${esc(heading)}</h1>\n<p>${esc(text)}</p>`);
}

function redirectHost(uri: string): string {
  const url = new URL(uri);
  return url.host || url.protocol;
}
