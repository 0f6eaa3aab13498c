// A fake OAuth provider plus a tiny API behind it, on 127.0.0.1, shaped like Asana's: consent at
// /-/oauth_authorize, tokens at /-/oauth_token (authorization code with PKCE, refresh with rotation,
// invalid_grant), and GET /api/1.0/workspaces answering only a live access token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge?: string;
}

export class FakeOAuthProvider {
  origin = '';
  /** client id -> secret of the registered OAuth apps. */
  clients = new Map<string, string>();
  /** What the consent screen does: grant, deny like a user pressing "Deny", or show a page with an Allow button. */
  consent: 'grant' | 'deny' | 'page' = 'grant';
  expiresIn = 3600;
  tokenDelayMs = 0;
  counts = { code: 0, refresh: 0, api: 0 };
  authorizeRequests: URL[] = [];
  /** Every token and code handed out, for secret scans. */
  issued: string[] = [];
  private codes = new Map<string, Grant>();
  private refresh = new Map<string, string>(); // refresh token -> client id (spent tokens are removed)
  private access = new Map<string, number>(); // access token -> expiry (ms)
  private server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }

  /** Makes every current access token fail with 401 (as after a revocation or expiry upstream). */
  expireAccessTokens(): void {
    for (const k of this.access.keys()) this.access.set(k, 0);
  }

  revokeRefreshTokens(): void {
    this.refresh.clear();
  }

  private token(prefix: string): string {
    const t = `${prefix}_${randomBytes(16).toString('base64url')}`;
    this.issued.push(t);
    return t;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.origin);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/-/oauth_authorize') {
      if (this.consent === 'page' && !url.searchParams.has('allow')) {
        const hidden = [...url.searchParams]
          .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
          .join('');
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          `<!doctype html><title>Authorize</title><h1>Allow access to your workspace?</h1><form>${hidden}<button name="allow" value="1">Allow</button></form>`,
        );
        return;
      }
      this.authorizeRequests.push(url);
      const redirect = new URL(url.searchParams.get('redirect_uri')!);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (this.consent === 'deny') {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'The user denied access');
      } else {
        const code = this.token('code');
        this.codes.set(code, {
          clientId: url.searchParams.get('client_id')!,
          redirectUri: url.searchParams.get('redirect_uri')!,
          ...(url.searchParams.get('code_challenge')
            ? { challenge: url.searchParams.get('code_challenge')! }
            : {}),
        });
        redirect.searchParams.set('code', code);
      }
      res.writeHead(302, { location: redirect.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/-/oauth_token') {
      let raw = '';
      for await (const c of req) raw += c;
      const f = new URLSearchParams(raw);
      if (this.tokenDelayMs) await new Promise((r) => setTimeout(r, this.tokenDelayMs));
      const clientId = f.get('client_id') ?? '';
      if (!this.clients.has(clientId) || this.clients.get(clientId) !== f.get('client_secret'))
        return json(401, { error: 'invalid_client' });
      if (f.get('grant_type') === 'authorization_code') {
        this.counts.code++;
        const g = this.codes.get(f.get('code') ?? '');
        this.codes.delete(f.get('code') ?? '');
        if (!g || g.clientId !== clientId || g.redirectUri !== f.get('redirect_uri'))
          return json(400, { error: 'invalid_grant', error_description: 'bad code' });
        if (
          g.challenge &&
          createHash('sha256')
            .update(f.get('code_verifier') ?? '')
            .digest('base64url') !== g.challenge
        )
          return json(400, { error: 'invalid_grant', error_description: 'PKCE verifier mismatch' });
      } else if (f.get('grant_type') === 'refresh_token') {
        this.counts.refresh++;
        const owner = this.refresh.get(f.get('refresh_token') ?? '');
        if (owner !== clientId)
          return json(400, {
            error: 'invalid_grant',
            error_description: 'Refresh token is invalid or was already used',
          });
        this.refresh.delete(f.get('refresh_token')!); // rotation: a refresh token works once
      } else return json(400, { error: 'unsupported_grant_type' });
      const access = this.token('access');
      const refresh = this.token('refresh');
      this.access.set(access, Date.now() + this.expiresIn * 1000);
      this.refresh.set(refresh, clientId);
      return json(200, {
        access_token: access,
        refresh_token: refresh,
        token_type: 'bearer',
        expires_in: this.expiresIn,
        data: { id: 1 },
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/1.0/workspaces') {
      this.counts.api++;
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if ((this.access.get(token) ?? 0) < Date.now())
        return json(401, { errors: [{ message: 'Not Authorized' }] });
      return json(200, {
        data: [{ gid: '1200000000000001', resource_type: 'workspace', name: 'Acme' }],
        next_page: null,
      });
    }
    json(404, { errors: [{ message: `no route ${req.method} ${url.pathname}` }] });
  }
}
