// The hosted connect page's HTML: server-rendered, no JavaScript, one inline style allowed by a nonce,
// nothing loaded from another origin (the logo is a data: URL). Every value written into the page is
// escaped; credential fields are never filled back in (a form shown again after an error has them empty).
import type { KindPlan } from '../engine/index.ts';
import type { Branding } from './connect-sessions.ts';

export interface Field {
  /** The form's name: config.NAME or credentials.NAME. */
  name: string;
  label: string;
  help?: string;
  required: boolean;
  type: 'text' | 'password' | 'email' | 'number' | 'url';
  options?: string[];
}

/** What the page offers for one kind: an API-key form, a button to the vendor's consent, or both. */
export interface KindForm {
  kind: string;
  name: string;
  keyUrl?: string;
  config: Field[];
  credentials?: Field[];
  oauth: boolean;
}

export interface Frame {
  branding: Branding;
  nonce: string;
  csrf: string;
  token: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The headers every connect page is sent with: a strict policy, never cached, never framed. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; form-action 'self' https: http://localhost:* http://127.0.0.1:*; frame-ancestors 'none'; base-uri 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The fields of a kind's config and token credentials, from their JSON Schemas. */
export function kindForm(plan: KindPlan, oauth: boolean): KindForm {
  const token = plan.auth.get('token');
  const keyUrl = plan.manifest.auth?.token?.key_url ?? plan.manifest.docs_url;
  return {
    kind: plan.kind,
    name: plan.name,
    ...(keyUrl ? { keyUrl } : {}),
    config: fields('config', plan.configSchema),
    ...(token ? { credentials: fields('credentials', token.fieldsSchema, true) } : {}),
    oauth,
  };
}

type Schema = {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
};

function fields(prefix: string, schema: unknown, secret = false): Field[] {
  const s = (schema ?? {}) as Schema;
  return Object.entries(s.properties ?? {}).map(([key, p]) => ({
    name: `${prefix}.${key}`,
    label: typeof p.title === 'string' ? p.title : humanise(key),
    ...(typeof p.description === 'string' ? { help: p.description } : {}),
    required: (s.required ?? []).includes(key),
    type: inputType(p, secret),
    ...(Array.isArray(p.enum) ? { options: p.enum.map(String) } : {}),
  }));
}

function inputType(p: Record<string, unknown>, secret: boolean): Field['type'] {
  if (p.format === 'email') return 'email';
  if (secret) return 'password';
  if (p.type === 'integer' || p.type === 'number') return 'number';
  return p.format === 'uri' ? 'url' : 'text';
}

const humanise = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/\bapi\b/gi, 'API')
    .replace(/\bid\b/gi, 'ID')
    .replace(/\burl\b/gi, 'URL')
    .replace(/^./, (c) => c.toUpperCase());

function layout(frame: Frame, title: string, body: string): string {
  const { branding: b, nonce } = frame;
  const accent = b.color ?? '#2457d6';
  const logo = b.logo ? `<img class="logo" src="${esc(b.logo)}" alt="">` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(b.name)}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6f8;color:#1d2330}
main{max-width:34rem;margin:3rem auto;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 1px 4px #0002}
header{display:flex;align-items:center;gap:.75rem;margin-bottom:1.5rem}.logo{max-height:2.5rem;max-width:8rem}
h1{font-size:1.35rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
input,select{box-sizing:border-box;width:100%;padding:.55rem;margin-top:.25rem;border:1px solid #98a1b3;border-radius:.3rem;font:inherit}
.help{font-size:.875rem;color:#4a5367;margin:.2rem 0 0}button,.button{display:inline-block;margin-top:1.5rem;padding:.6rem 1.2rem;border:0;border-radius:.3rem;background:${accent};color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.error{border-left:4px solid #c62828;background:#fdecea;padding:.75rem;margin-bottom:1rem}.field-error{color:#c62828;font-size:.875rem;margin:.2rem 0 0}
ul.kinds{list-style:none;padding:0}ul.kinds li{margin:.5rem 0}ul.kinds a{color:${accent};font-weight:600}
.or{margin:1.5rem 0 0;color:#4a5367}
</style></head>
<body><main><header>${logo}<strong>${esc(b.name)}</strong></header>
${body}
</main></body></html>`;
}

/** The list of kinds a session offers, each a link to its form. */
export function kindsPage(frame: Frame, kinds: { kind: string; name: string }[]): string {
  const items = kinds
    .map(
      (k) =>
        `<li><a href="/connect/${esc(frame.token)}?kind=${encodeURIComponent(k.kind)}">${esc(k.name)}</a></li>`,
    )
    .join('\n');
  return layout(
    frame,
    'Connect an account',
    `<h1>Connect an account</h1>\n<p>Choose the service to connect to ${esc(frame.branding.name)}.</p>\n<ul class="kinds">${items}</ul>`,
  );
}

export interface FormState {
  message?: string;
  /** Problems by form field name. */
  problems?: Record<string, string>;
  /** Config values to fill back in (never credentials). */
  values?: Record<string, string>;
}

/** One kind's page: its API-key form and/or a button that starts the vendor's consent. */
export function formPage(frame: Frame, form: KindForm, state: FormState = {}): string {
  const error = state.message
    ? `<div class="error" role="alert" id="form-error">${esc(state.message)}</div>`
    : '';
  const hidden = `<input type="hidden" name="csrf" value="${esc(frame.csrf)}"><input type="hidden" name="kind" value="${esc(form.kind)}">`;
  const config = form.config.map((f) => input(f, state)).join('\n');
  const sections: string[] = [];
  if (form.oauth)
    sections.push(`<form method="post" action="/connect/${esc(frame.token)}/oauth">${hidden}
${config}
<button type="submit">Continue to ${esc(form.name)}</button></form>`);
  if (form.credentials) {
    const where = form.keyUrl
      ? `<p class="help">Find your credentials at <a href="${esc(form.keyUrl)}" rel="noopener noreferrer" target="_blank">${esc(new URL(form.keyUrl).host)}</a>.</p>`
      : '';
    const creds = form.credentials.map((f) => input(f, state)).join('\n');
    sections.push(`<form method="post" action="/connect/${esc(frame.token)}">${hidden}
${where}
${form.oauth ? '' : config}
${creds}
<button type="submit">Connect ${esc(form.name)}</button></form>`);
  }
  const body = sections.join(
    `\n<p class="or">Or connect with an API key${form.oauth && form.config.length ? ' (the fields above apply too)' : ''}:</p>\n`,
  );
  return layout(
    frame,
    `Connect ${form.name}`,
    `<h1>Connect ${esc(form.name)}</h1>\n${error}${body}`,
  );
}

function input(f: Field, state: FormState): string {
  const id = `f-${f.name.replace(/[^\w-]/g, '-')}`;
  const problem = state.problems?.[f.name];
  const described = [f.help ? `${id}-help` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const value = f.name.startsWith('config.') ? state.values?.[f.name] : undefined;
  const attrs = `id="${id}" name="${esc(f.name)}"${f.required ? ' required' : ''}${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}`;
  const control = f.options
    ? `<select ${attrs}>${f.options.map((o) => `<option${o === value ? ' selected' : ''}>${esc(o)}</option>`).join('')}</select>`
    : `<input type="${f.type}" ${attrs}${value ? ` value="${esc(value)}"` : ''}${f.type === 'password' ? ' autocomplete="off"' : ''}>`;
  return `<label for="${id}">${esc(f.label)}${f.required ? '' : ' (optional)'}</label>
${control}${f.help ? `\n<p class="help" id="${id}-help">${esc(f.help)}</p>` : ''}${problem ? `\n<p class="field-error" id="${id}-error">${esc(problem)}</p>` : ''}`;
}

/** A page that only says something: an expired link, a finished connection. */
export function messagePage(frame: Frame, heading: string, text: string): string {
  return layout(frame, heading, `<h1>${esc(heading)}</h1>\n<p>${esc(text)}</p>`);
}
