// Starts the real hosted service on 127.0.0.1 (random port) over a temporary data folder, capturing
// its log lines (the real pino log, at info), and runs the real CLI against the same folder.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLog, type Log } from '../../server/log.ts';
import { type ServerConfig, startServer } from '../../server/main.ts';
import { databaseUrlFor } from './database.ts';
import { type RequestCheck, type RequestCheckMode, requestCheck } from './openapi-requests.ts';

const cli = join(import.meta.dirname, '../../scripts/connector-engine.mjs');

export interface TestServer {
  url: string;
  dataDir: string;
  masterKey: string;
  /** The PostgreSQL schema's URL when the suites run on PostgreSQL (tests/support/database.ts). */
  databaseUrl?: string | undefined;
  logs: string[];
  /** Set with startTestServer({ checkRequests }): clients from signIn check each request against the OpenAPI document. */
  checkRequest?: RequestCheck;
  close(): Promise<void>;
}

/** The service's real log (pino, redaction, levels) writing its JSON lines into `lines`. */
export function captureLog(lines: string[], level = 'info'): Log {
  return createLog({
    level,
    destination: { write: (line: string) => void lines.push(line.trimEnd()) },
  });
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'connector-engine-'));
}

/** A fresh data folder's configuration (and PostgreSQL schema, when the suites run there) for buildServices. */
export async function freshConfig(): Promise<ServerConfig> {
  const dataDir = newDataDir();
  const databaseUrl = await databaseUrlFor(dataDir);
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    masterKey: randomBytes(32).toString('base64'),
    upstreams: {},
    ...(databaseUrl ? { databaseUrl } : {}),
  };
}

export async function startTestServer(
  opts: {
    dataDir?: string;
    masterKey?: string;
    upstreams?: Record<string, string>;
    oauthDefaults?: Record<string, { id: string; secret: string }>;
    sync?: { intervalSeconds: number; onCreate: boolean };
    inboundRefusals?: { limit: number; windowMs: number };
    /** Check every request of signIn's client against GET /api/v1/openapi.json: 'full' (method, path and
     *  body) or 'route' (method and path only, for callers that send invalid bodies on purpose). */
    checkRequests?: RequestCheckMode;
  } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? newDataDir();
  const masterKey = opts.masterKey ?? randomBytes(32).toString('base64');
  const logs: string[] = [];
  const databaseUrl = await databaseUrlFor(dataDir);
  const running = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      masterKey,
      ...(databaseUrl ? { databaseUrl } : {}),
      upstreams: opts.upstreams ?? {},
      oauthDefaults: opts.oauthDefaults ?? {},
      ...(opts.sync ? { sync: opts.sync } : {}),
      ...(opts.inboundRefusals ? { inboundRefusals: opts.inboundRefusals } : {}),
    },
    captureLog(logs),
  );
  const url = `http://127.0.0.1:${running.port}`;
  return {
    url,
    dataDir,
    masterKey,
    databaseUrl,
    logs,
    ...(opts.checkRequests ? { checkRequest: requestCheck(url, opts.checkRequests) } : {}),
    close: () => running.close(2000),
  };
}

/**
 * Runs `connector-engine <args>` on the data folder; resolves its exit code and parsed stdout. Never
 * blocks the event loop: a server in this process keeps serving (a blocked loop lets its keep-alive
 * timer close a socket the next fetch reuses: ECONNRESET).
 */
export async function runCli(
  dataDir: string,
  masterKey: string | undefined,
  ...args: string[]
): Promise<{ status: number | null; out: any; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  const databaseUrl = await databaseUrlFor(dataDir);
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (masterKey === undefined) delete env.CONNECTOR_ENGINE_MASTER_KEY;
  else env.CONNECTOR_ENGINE_MASTER_KEY = masterKey;
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { encoding: 'utf8', env }, (err, stdout, stderr) => {
      let out: unknown = stdout;
      try {
        out = JSON.parse(stdout);
      } catch {
        /* not JSON */
      }
      const code = err
        ? typeof (err as { code?: unknown }).code === 'number'
          ? (err as { code: number }).code
          : null
        : 0;
      resolve({ status: code, out, stderr });
    });
  });
}

export interface Api {
  (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  /** Every response body and header text seen, for secret scans. */
  seen: string[];
}

export function apiClient(
  url: string,
  token?: () => string | undefined,
  check?: RequestCheck,
): Api {
  const seen: string[] = [];
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const t = token?.();
    const sent = {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(t ? { authorization: `Bearer ${t}` } : {}),
      ...headers,
    };
    await check?.before(method, path, body, sent);
    const res = await fetch(`${url}${path}`, {
      method,
      headers: sent,
      ...(body !== undefined
        ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
    const text = await res.text();
    seen.push(text, JSON.stringify([...res.headers]));
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    check?.after(method, path, res.status, parsed);
    return { status: res.status, body: parsed as any, headers: res.headers, text };
  };
  return Object.assign(call, { seen });
}

/** Creates an application with the CLI and returns an API client holding a fresh token. */
export async function signIn(server: TestServer, org: string) {
  const app = await runCli(server.dataDir, server.masterKey, 'apps', 'create', '--org', org);
  if (app.status !== 0) throw new Error(`apps create failed: ${app.stderr}`);
  let token: string | undefined;
  const api = apiClient(server.url, () => token, server.checkRequest);
  const res = await api('POST', '/api/v1/account/applications/token', {
    client_id: app.out.client_id,
    client_secret: app.out.client_secret,
  });
  token = res.body.access_token;
  return {
    api,
    app: app.out as { organization_id: string; client_id: string; client_secret: string },
    token: () => token!,
    tokenResponse: res.body,
  };
}
