// The MCP clients the authorization server knows: those registered dynamically (RFC 7591), and those
// whose client_id is the https URL of a Client ID Metadata Document (the MCP authorization spec's
// preferred registration), fetched through the SSRF-guarded dispatcher: public addresses only (also
// at connect, against DNS rebinding), no redirect followed, 5 s, 64 KiB at most.
// Registration is open (RFC 7591 without an initial access token), so it is bounded: 20 per address per
// hour in this process's memory, and a registered client that never got a token is deleted after a day.
import { randomBytes } from 'node:crypto';
import { and, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { FailureWindows } from '../throttle.ts';
import { WebhookTargets } from '../webhooks/targets.ts';
import { OAuthProblem } from './errors.ts';
import { redirectUriProblem } from './redirect-uris.ts';

export interface McpClient {
  clientId: string;
  name: string;
  redirectUris: string[];
}

const MAX_REDIRECT_URIS = 10;
const MAX_NAME_CHARS = 100;
const DOCUMENT_BYTES = 64 * 1024;
const DOCUMENT_DEADLINE_MS = 5000;
const CACHE_MS = 5 * 60_000;
const CACHE_SIZE = 1000;
export const REGISTRATIONS_PER_HOUR = 20;
export const UNUSED_CLIENT_MS = 24 * 3600_000;
const PURGE_EVERY_MS = 10 * 60_000;

export class McpClients {
  private documents = new Map<string, { client: McpClient; until: number }>();
  private registrations: FailureWindows;
  private purgedAt = 0;

  constructor(
    private db: Db,
    private targets: WebhookTargets = new WebhookTargets(),
    private now: () => number = Date.now,
  ) {
    this.registrations = new FailureWindows(REGISTRATIONS_PER_HOUR, 3600_000, 10_000, now);
  }

  /** RFC 7591: a public client (no secret) with the redirect URIs it asked for, each checked; at most
   *  REGISTRATIONS_PER_HOUR from one address (then 429 with Retry-After). */
  async register(body: unknown, address: string) {
    const wait = this.registrations.waitSeconds(address);
    if (wait)
      throw new OAuthProblem(
        'temporarily_unavailable',
        `Too many client registrations from this address; retry in ${wait} s.`,
        429,
        wait,
      );
    const meta = clientMetadata(body, 'redirect_uris');
    for (const g of asList(body, 'grant_types') ?? [])
      if (g !== 'authorization_code' && g !== 'refresh_token')
        throw invalidMetadata(`grant_types: '${String(g)}' is not supported`);
    for (const r of asList(body, 'response_types') ?? [])
      if (r !== 'code') throw invalidMetadata(`response_types: '${String(r)}' is not supported`);
    const clientId = `mcp_client_${randomBytes(16).toString('base64url')}`;
    await this.purgeUnused();
    await this.db.orm
      .insert(this.db.t.mcpOauthClients)
      .values({ clientId, name: meta.name, redirectUris: meta.redirectUris });
    this.registrations.fail(address);
    return {
      client_id: clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      client_name: meta.name,
      redirect_uris: meta.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  /** Deletes registered clients older than a day that never got a token (at most every 10 minutes). */
  async purgeUnused(force = false): Promise<void> {
    if (!force && this.now() - this.purgedAt < PURGE_EVERY_MS) return;
    this.purgedAt = this.now();
    const { mcpOauthClients: c, mcpOauthTokens: t } = this.db.t;
    const used = this.db.orm.selectDistinct({ id: t.clientId }).from(t);
    const cutoff = new Date(this.now() - UNUSED_CLIENT_MS).toISOString();
    await this.db.orm.delete(c).where(and(lt(c.createdAt, cutoff), notInArray(c.clientId, used)));
  }

  /** The client of a client_id, or undefined when it is not known (or its document is not usable). */
  async find(clientId: string): Promise<McpClient | undefined> {
    if (clientId.startsWith('https://')) return this.document(clientId).catch(() => undefined);
    if (!/^mcp_client_[\w-]{22}$/.test(clientId)) return undefined;
    const { mcpOauthClients: t } = this.db.t;
    const [row] = await this.db.orm.select().from(t).where(eq(t.clientId, clientId));
    return row && { clientId: row.clientId, name: row.name, redirectUris: row.redirectUris };
  }

  private async document(url: string): Promise<McpClient> {
    const cached = this.documents.get(url);
    if (cached && cached.until > Date.now()) return cached.client;
    const parsed = new URL(url);
    if (parsed.pathname === '/' || parsed.hash || parsed.username || parsed.password)
      throw invalidMetadata('client_id must be an https URL with a path');
    if (this.targets.literalRefused(parsed.hostname))
      throw invalidMetadata('client_id names a private address');
    const body = await this.fetchDocument(url);
    if ((body as { client_id?: unknown }).client_id !== url)
      throw invalidMetadata('the document must name its own URL as client_id');
    const meta = clientMetadata(body, 'redirect_uris');
    const client = { clientId: url, ...meta };
    if (this.documents.size >= CACHE_SIZE) this.documents.clear();
    this.documents.set(url, { client, until: Date.now() + CACHE_MS });
    return client;
  }

  private async fetchDocument(url: string): Promise<unknown> {
    const { request } = await import('undici');
    const res = await request(url, {
      headers: { accept: 'application/json', 'user-agent': 'connector-engine-mcp-oauth' },
      dispatcher: await this.targets.dispatcher(),
      signal: AbortSignal.timeout(DOCUMENT_DEADLINE_MS),
      headersTimeout: DOCUMENT_DEADLINE_MS,
      bodyTimeout: DOCUMENT_DEADLINE_MS,
    });
    if (res.statusCode !== 200) {
      await res.body.dump().catch(() => {});
      throw invalidMetadata(`the client's document answered ${res.statusCode}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > DOCUMENT_BYTES) {
        res.body.destroy();
        throw invalidMetadata('the client document is over 64 KiB');
      }
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }
}

const invalidMetadata = (why: string) => new OAuthProblem('invalid_client_metadata', why);

function asList(body: unknown, key: string): unknown[] | undefined {
  const v = (body as Record<string, unknown>)[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > 20) throw invalidMetadata(`${key} must be a short array`);
  return v;
}

/** client_name and redirect_uris of a registration or a metadata document, each checked. */
function clientMetadata(body: unknown, key: string): { name: string; redirectUris: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidMetadata('the client metadata must be a JSON object');
  const uris = asList(body, key);
  if (!uris?.length || uris.length > MAX_REDIRECT_URIS)
    throw new OAuthProblem(
      'invalid_redirect_uri',
      `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URIs`,
    );
  for (const [i, uri] of uris.entries()) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthProblem('invalid_redirect_uri', `redirect_uris.${i} ${problem}`);
  }
  const name = (body as { client_name?: unknown }).client_name;
  if (
    name !== undefined &&
    (typeof name !== 'string' || name.length > MAX_NAME_CHARS || /[\p{Cc}\p{Cf}]/u.test(name))
  )
    throw invalidMetadata(`client_name must be a text of at most ${MAX_NAME_CHARS} characters`);
  const host = new URL(uris[0] as string).host || 'an application';
  return {
    name: (name as string | undefined)?.trim() || `Unnamed client (${host})`,
    redirectUris: uris as string[],
  };
}
