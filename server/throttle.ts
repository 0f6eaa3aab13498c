// Failed sign-ins at the token endpoint, counted in this process's memory per (client id, address)
// and per address. The secret is always checked first and a correct one always gets its token: a
// throttle that refused correct secrets would let anyone lock an application out by sending wrong
// ones for its client id. Over a limit, a wrong secret is answered 429 with Retry-After instead of
// 401 (secrets are 256 random bits: the limit is back-pressure, not what stops guessing).

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which X-Forwarded-For hop is the client: 0 ignores the header; a number N says N proxies of this
 * deployment stand in front (each appends the address it saw, so the client is N hops from the
 * right); a list names the trusted proxies' addresses or CIDR ranges, and the right-most hop that
 * is not one of them is the client. The left-most hop is whatever the caller wrote: never trusted.
 */
export type ProxyTrust = number | string[];

export interface ThrottleSettings {
  /** Failed attempts allowed per client id from one address within the window (default 10). */
  perClient: number;
  /** Failed attempts allowed per client address, over all client ids, within the window (default 50). */
  perAddress: number;
  /** The window, from a key's first failure (default 60 s). */
  windowMs: number;
  /** Most keys tracked per kind of key; the oldest are forgotten first (default 10,000). */
  maxKeys: number;
  /** How the client address is taken from X-Forwarded-For (CONNECTOR_ENGINE_TRUST_PROXY; default 0: not at all). */
  trustProxy: ProxyTrust;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  perClient: 10,
  perAddress: 50,
  windowMs: 60_000,
  maxKeys: 10_000,
  trustProxy: 0,
};

/** Fixed windows of failures per key, in a Map kept in least-recently-failed order and capped. */
export class FailureWindows {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private limit: number,
    private windowMs: number,
    private maxKeys: number,
    private now: () => number,
  ) {}

  /** Seconds until this key may try again, or 0 when it may now. */
  waitSeconds(key: string): number {
    const w = this.windows.get(key);
    if (!w) return 0;
    const left = w.start + this.windowMs - this.now();
    if (left <= 0) {
      this.windows.delete(key);
      return 0;
    }
    return w.count >= this.limit ? Math.max(1, Math.ceil(left / 1000)) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    const current =
      w && w.start + this.windowMs > now
        ? { start: w.start, count: w.count + 1 }
        : { start: now, count: 1 };
    this.windows.delete(key); // re-inserted last: the Map's first key is the least recently failed
    this.windows.set(key, current);
    while (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
  }

  get size(): number {
    return this.windows.size;
  }
}

export class TokenThrottle {
  private byClient: FailureWindows;
  private byAddress: FailureWindows;
  private proxies: BlockList | undefined;

  constructor(
    readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
    now: () => number = Date.now,
  ) {
    const { perClient, perAddress, windowMs, maxKeys, trustProxy } = settings;
    this.byClient = new FailureWindows(perClient, windowMs, maxKeys, now);
    this.byAddress = new FailureWindows(perAddress, windowMs, maxKeys, now);
    if (Array.isArray(trustProxy)) this.proxies = proxyList(trustProxy);
  }

  /** Seconds a failing client id from this address must wait; 0 while it is under the limits. */
  waitSeconds(clientId: string, address: string): number {
    return Math.max(
      this.byClient.waitSeconds(pairKey(clientId, address)),
      this.byAddress.waitSeconds(address),
    );
  }

  failed(clientId: string, address: string): void {
    this.byClient.fail(pairKey(clientId, address));
    this.byAddress.fail(address);
  }

  /** Keys tracked (for tests of the memory bound). */
  get tracked(): { clients: number; addresses: number } {
    return { clients: this.byClient.size, addresses: this.byAddress.size };
  }

  /** The caller's address: the socket's, or the X-Forwarded-For hop the proxy settings point at. */
  clientAddress(c: Context): string {
    let socket = 'unknown';
    try {
      socket = getConnInfo(c).remote.address ?? 'unknown';
    } catch {} // not served by a Node socket (app.fetch in-process)
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    return forwardedClient(
      socket,
      hops,
      this.proxies ?? (this.settings.trustProxy as number),
    ).slice(0, 100);
  }
}

const pairKey = (clientId: string, address: string) => `${clientId}\n${address}`;

/** The client among the hops: see ProxyTrust. */
export function forwardedClient(socket: string, hops: string[], trust: number | BlockList): string {
  if (typeof trust === 'number') {
    if (!trust || !hops.length) return socket;
    return hops[Math.max(0, hops.length - trust)]!;
  }
  const chain = [...hops, socket];
  for (let i = chain.length - 1; i > 0; i--) if (!isTrusted(trust, chain[i]!)) return chain[i]!;
  return chain[0]!;
}

function isTrusted(list: BlockList, address: string): boolean {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Trusted proxies as addresses or CIDR ranges; anything else is an error naming the entry. */
export function proxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
      throw new Error(
        `CONNECTOR_ENGINE_TRUST_PROXY: ${JSON.stringify(entry.slice(0, 60))} is not an address or CIDR range.`,
      );
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** CONNECTOR_ENGINE_TRUST_PROXY: unset or false (0), true (1 proxy), a hop count, or a list of trusted proxies. */
export function proxyTrustFromEnv(value: string | undefined): ProxyTrust {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return 0;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((e) => e.trim());
  proxyList(list); // refuses a bad entry at start-up, naming it
  return list;
}
