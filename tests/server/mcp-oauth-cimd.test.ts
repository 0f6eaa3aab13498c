// An MCP client registered by a Client ID Metadata Document: its client_id is the https URL of a JSON
// document the service fetches (through the same guard as webhook deliveries). The service runs as an
// operator runs it, in its own process, trusting a test CA (NODE_EXTRA_CA_CERTS) and allowed to reach
// 127.0.0.1 (CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE): the document is served over https on loopback, the
// approval is given, the code exchanged with PKCE, and the token lists the tools. A document that does
// not name its own URL, and one that redirects, are refused without a redirect to the client.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrlFor } from '../support/database.ts';
import { approveOverHttp, redirectReceiver } from '../support/mcp-oauth-client.ts';
import { apiClient, newDataDir, runCli } from '../support/server.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');
// A self-signed certificate for 127.0.0.1 and localhost, made for this test only (valid until 2126).
const tls = join(import.meta.dirname, '../support/tls');
const cert = join(tls, 'loopback-cert.pem');

let child: ChildProcess;
let docs: Server;
let docsOrigin: string;
let receiver: Awaited<ReturnType<typeof redirectReceiver>>;
let base: string;
const dataDir = newDataDir();
const masterKey = randomBytes(32).toString('base64');
const documents = new Map<string, { status: number; body?: unknown; location?: string }>();

beforeAll(async () => {
  receiver = await redirectReceiver();
  docs = createServer(
    { cert: readFileSync(cert), key: readFileSync(join(tls, 'loopback-key.pem')) },
    (req, res) => {
      const doc = documents.get(req.url ?? '');
      if (!doc) return res.writeHead(404).end();
      res.writeHead(doc.status, {
        'content-type': 'application/json',
        ...(doc.location ? { location: doc.location } : {}),
      });
      res.end(doc.body === undefined ? '' : JSON.stringify(doc.body));
    },
  );
  await new Promise<void>((ok) => docs.listen(0, '127.0.0.1', ok));
  docsOrigin = `https://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  const databaseUrl = await databaseUrlFor(dataDir);
  child = spawn(process.execPath, [cli, 'serve'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      CONNECTOR_ENGINE_MASTER_KEY: masterKey,
      CONNECTOR_ENGINE_SYNC_INTERVAL_SECONDS: '0',
      CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: cert,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.includes('"event":"started"'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  base = `http://localhost:${port}`; // the default public URL's host
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await receiver?.close();
  await new Promise((ok) => docs?.close(ok));
});

async function approvalCode(): Promise<string> {
  const app = await runCli(dataDir, masterKey, 'apps', 'create', '--org', 'cimd');
  expect(app.status).toBe(0);
  let token: string | undefined;
  const api = apiClient(base, () => token);
  token = (
    await api('POST', '/api/v1/account/applications/token', {
      client_id: app.out.client_id,
      client_secret: app.out.client_secret,
    })
  ).body.access_token;
  const approval = await api('POST', '/api/v1/mcp/approvals', {});
  expect(approval.status).toBe(201);
  return approval.body.code as string;
}

function authorizeUrl(clientId: string, challenge: string): URL {
  const url = new URL(`${base}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: receiver.url,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${base}/mcp`,
    scope: 'connectors:read',
    state: 'st-cimd',
  }).toString();
  return url;
}

it('registers a client by its metadata document over https and grants it /mcp', async () => {
  const clientId = `${docsOrigin}/agent/client.json`;
  documents.set('/agent/client.json', {
    status: 200,
    body: { client_id: clientId, client_name: 'Document Agent', redirect_uris: [receiver.url] },
  });
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { location, confirmation } = await approveOverHttp(
    authorizeUrl(clientId, challenge),
    await approvalCode(),
  );
  expect(confirmation).toContain('Document Agent');
  expect(location.searchParams.get('state')).toBe('st-cimd');
  const exchanged = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: receiver.url,
      code_verifier: verifier,
      client_id: clientId,
      resource: `${base}/mcp`,
    }),
  });
  const tokens = (await exchanged.json()) as { access_token: string; scope: string };
  expect(exchanged.status).toBe(200);
  expect(tokens.scope).toBe('connectors:read');
  const client = new Client({ name: 'document-agent', version: '1' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${tokens.access_token}` } },
    }),
  );
  const { tools } = await client.listTools();
  const names = tools.map((t) => t.name);
  expect(names).toContain('describe_connector');
  expect(names).not.toContain('connect_account');
  await client.close();
});

it('refuses a document that names another client_id, or that redirects, without redirecting', async () => {
  documents.set('/agent/other.json', {
    status: 200,
    body: {
      client_id: `${docsOrigin}/agent/client.json`,
      client_name: 'Impostor',
      redirect_uris: [receiver.url],
    },
  });
  documents.set('/agent/moved.json', {
    status: 302,
    location: `${docsOrigin}/agent/client.json`,
  });
  for (const path of ['/agent/other.json', '/agent/moved.json']) {
    const res = await fetch(authorizeUrl(`${docsOrigin}${path}`, 'x'.repeat(43)), {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  }
});
