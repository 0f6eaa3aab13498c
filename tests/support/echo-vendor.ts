// A programmable fake vendor on 127.0.0.1 for hostile-vendor tests: each test sets the handler;
// every request is recorded. Also writes one synthetic manifest per auth scheme into a folder.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export class ProgrammableVendor {
  origin = '';
  received: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  handler: Handler = (_q, res) => res.end('{}');
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.received.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
      });
      this.handler(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return (this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

/** Auth schemes and credentials of the synthetic echo kinds: every scheme the format offers. */
export const SCHEMES: Record<
  string,
  { fields: string[]; apply: string; credentials: Record<string, string> }
> = {
  bearer: {
    fields: ['token'],
    apply: '{ bearer: "{credentials.token}" }',
    credentials: { token: 'tok-Bearer-9f8e7d6c5b4a3210' },
  },
  basic: {
    fields: ['user', 'password'],
    apply: '{ basic: { username: "{credentials.user}", password: "{credentials.password}" } }',
    credentials: { user: 'acct-7788-user', password: 'pw/Secret+with=chars_42' },
  },
  header: {
    fields: ['api_key'],
    apply: '{ header: { name: X-Api-Key, value: "{credentials.api_key}" } }',
    credentials: { api_key: 'hdr_key_0011223344556677' },
  },
  headers: {
    fields: ['id', 'secret'],
    apply: '{ headers: { X-Id: "{credentials.id}", X-Secret: "sig {credentials.secret}" } }',
    credentials: { id: 'id-5566778899', secret: 'multi/secret?value&x=1' },
  },
  query: {
    fields: ['key'],
    apply: '{ query: { name: key, value: "{credentials.key}" } }',
    credentials: { key: 'qry key/with spaces+plus' },
  },
};

/** A folder with one manifest per scheme (kind `echo-<scheme>`), plus `echo-oauth` with token upkeep. */
export function echoManifests(): string {
  const dir = mkdtempSync(join(tmpdir(), 'echo-kinds-'));
  const entities = `entities:
  things:
    record: { type: object, properties: { id: { type: string }, name: { type: string }, metadata: { type: object } } }
    actions:
      list: { request: { path: /things }, no_pagination_reason: one page in tests }
      get: { request: { path: "/things/{id}" }, params: { properties: { id: { type: string } } } }
      download: { request: { path: "/things/{id}" }, params: { properties: { id: { type: string } } }, response: { download: { url: file_url } } }
  hosted:
    actions:
      download: { request: { path: "/hosted/{id}" }, params: { properties: { id: { type: string } } }, response: { download: { url: file_url, hosts: ["files.example.com"] } } }
`;
  for (const [name, s] of Object.entries(SCHEMES)) {
    writeFileSync(
      join(dir, `echo-${name}.yaml`),
      `kind: echo-${name}
name: Echo ${name}
version: 0.0.1
vendor_api: { version: "1", docs: "https://echo.example.com/docs" }
base_url: https://echo.example.com/api
auth:
  token:
    fields: { properties: { ${s.fields.map((f) => `${f}: { type: string }`).join(', ')} }, required: [${s.fields.join(', ')}] }
    apply: ${s.apply}
http: { timeout_ms: 1500, retries: 1, backoff_ms: 1 }
${entities}`,
    );
  }
  writeFileSync(
    join(dir, 'echo-oauth.yaml'),
    `kind: echo-oauth
name: Echo OAuth
version: 0.0.1
vendor_api: { version: "1", docs: "https://echo.example.com/docs" }
base_url: https://echo.example.com/api
auth:
  oauth:
    fields: { properties: { client_id: { type: string }, client_secret: { type: string }, refresh_token: { type: string }, access_token: { type: string } }, required: [refresh_token] }
    apply: { bearer: "{credentials.access_token}" }
    oauth2: { token_url: https://echo.example.com/oauth/token, client_auth: basic }
http: { timeout_ms: 1500, retries: 1, backoff_ms: 1 }
${entities}`,
  );
  writeFileSync(
    join(dir, 'echo-follow.yaml'),
    `kind: echo-follow
name: Echo following redirects
version: 0.0.1
vendor_api: { version: "1", docs: "https://echo.example.com/docs" }
base_url: https://echo.example.com/api
auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { header: { name: X-Api-Key, value: "{credentials.api_key}" } }
http: { timeout_ms: 1500, retries: 1, backoff_ms: 1, follow_redirects: true }
${entities}`,
  );
  writeFileSync(
    join(dir, 'echo-local.yaml'),
    `kind: echo-local
name: Echo at a local address (no override needed)
version: 0.0.1
vendor_api: { version: "1", docs: "https://echo.example.com/docs" }
base_url: http://127.0.0.1:{config.port}/api
config: { properties: { port: { type: string, pattern: "^[0-9]+$" } }, required: [port] }
auth:
  token:
    fields: { properties: { api_key: { type: string } }, required: [api_key] }
    apply: { header: { name: X-Api-Key, value: "{credentials.api_key}" } }
http: { timeout_ms: 1500, retries: 1, backoff_ms: 1 }
${entities}`,
  );
  return dir;
}

/** Every character of a string as a JSON \\u escape: what a vendor's serialiser may legally send. */
export function escapeAll(s: string): string {
  return [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
}
