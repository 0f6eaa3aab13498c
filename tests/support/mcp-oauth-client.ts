// An MCP agent host's side of OAuth for the tests: the SDK's OAuthClientProvider kept in memory, a
// loopback redirect receiver (RFC 8252: http://127.0.0.1:<port>/callback), and the approval page
// driven over plain HTTP like a browser would (cookie, CSRF field, same-origin form posts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';

export class MemoryProvider implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  constructor(
    readonly redirectUrl: string,
    private name = 'Test agent host',
  ) {}
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state = () => 'st-123';
  clientInformation = () => this.info;
  saveClientInformation = (i: OAuthClientInformationMixed) => void (this.info = i);
  tokens = () => this.saved;
  saveTokens = (t: OAuthTokens) => void (this.saved = t);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (v: string) => void (this.verifier = v);
  codeVerifier = () => this.verifier;
}

/** A loopback redirect target that answers a page and remembers the query it was sent. */
export async function redirectReceiver() {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    res.end('back at the agent');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  return { url, received, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

/** The approval page over HTTP: the code, then Approve (or Deny); the redirect it ends with. */
export async function approveOverHttp(
  authorizationUrl: URL,
  approvalCode: string,
  decision: 'approve' | 'deny' = 'approve',
): Promise<{ location: URL; confirmation: string }> {
  const first = await fetch(authorizationUrl, { redirect: 'manual' });
  if (first.status !== 200)
    throw new Error(`authorize page ${first.status}: ${await first.text()}`);
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
  const html = await first.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  );
  const post = (body: Record<string, string>) =>
    fetch(new URL('/oauth/authorize', authorizationUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(body),
    });
  const confirm = await post({ ...hidden, approval_code: approvalCode });
  const confirmation = await confirm.text();
  if (confirm.status !== 200) throw new Error(`approval ${confirm.status}: ${confirmation}`);
  const decided = await post({
    ...hidden,
    step: 'decide',
    approval_code: field(confirmation, 'approval_code')!,
    decision,
  });
  if (decided.status !== 303)
    throw new Error(`decision ${decided.status}: ${await decided.text()}`);
  return { location: new URL(decided.headers.get('location')!), confirmation };
}
