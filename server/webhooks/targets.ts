// Where webhook deliveries may go: public addresses over https. A private, loopback or link-local
// address (the engine's list) is refused, when the endpoint is created and again at every connect
// (the dispatcher's resolver, so a name that resolves elsewhere later is caught: DNS rebinding),
// unless the operator allows it (CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE: addresses or CIDR ranges,
// which may then be reached over http too).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'undici';
import { isPrivateAddress } from '../../engine/index.ts';

const VARIABLE = 'CONNECTOR_ENGINE_WEBHOOK_ALLOW_PRIVATE';

/** The operator's list ("127.0.0.1, 10.0.0.0/8, ::1"); a bad entry stops the start, naming it. */
export function parseAllowList(raw: string | undefined): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const [i, item] of items.entries()) {
    const [net, bits, extra] = item.split('/');
    const family = isIP(net ?? '');
    const max = family === 6 ? 128 : 32;
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!family || !okBits || extra !== undefined)
      throw new Error(`${VARIABLE}: entry ${i + 1} must be an IP address or a CIDR range.`);
  }
  return items;
}

export class WebhookTargets {
  private allowed = new BlockList();
  private agent: Agent | undefined;

  constructor(allow: string[] = []) {
    for (const item of allow) {
      const [net, bits] = item.split('/') as [string, string | undefined];
      const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.allowed.addAddress(net, family);
      else this.allowed.addSubnet(net, Number(bits), family);
    }
  }

  /** Public, or allowed by the operator. */
  reachable(address: string): boolean {
    return !isPrivateAddress(address) || this.operatorAllows(address);
  }

  /** Why this URL cannot be an endpoint, or undefined when it can. */
  async problem(value: string): Promise<string | undefined> {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return 'must be an absolute https URL';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https URL';
    if (url.username || url.password) return 'must not contain a user name or password';
    const addresses = await this.resolve(url.hostname);
    if (!addresses) return `names a host that does not resolve (${url.hostname})`;
    const blocked = addresses.find((a) => !this.reachable(a));
    if (blocked)
      return `resolves to a private, loopback or link-local address (${blocked}); the operator may allow it with ${VARIABLE}`;
    if (url.protocol === 'http:' && !addresses.every((a) => this.operatorAllows(a)))
      return 'must be an https URL (http only for addresses the operator allows)';
    return undefined;
  }

  /** The dispatcher of deliveries: its resolver refuses what `reachable` refuses, at every connect. */
  async dispatcher(): Promise<Agent> {
    const { Agent } = await import('undici'); // loaded with the first delivery, not at start-up
    this.agent ??= new Agent({ connect: { lookup: this.guardedLookup } as object });
    return this.agent;
  }

  /** An IP literal host (the resolver is not asked for those), checked before each send. */
  literalRefused(hostname: string): boolean {
    const bare = hostname.replace(/^\[|\]$/g, '');
    return isIP(bare) !== 0 && !this.reachable(bare);
  }

  close(): Promise<void> {
    return this.agent?.close() ?? Promise.resolve();
  }

  private operatorAllows(address: string): boolean {
    const bare = address.split('%')[0]!;
    const family = isIP(bare);
    if (!family) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
    if (mapped) return this.allowed.check(mapped, 'ipv4');
    return this.allowed.check(bare, family === 6 ? 'ipv6' : 'ipv4');
  }

  private async resolve(hostname: string): Promise<string[] | undefined> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (isIP(bare)) return [bare];
    try {
      return (await lookup(bare, { all: true })).map((a) => a.address);
    } catch {
      return undefined;
    }
  }

  private guardedLookup = (
    hostname: string,
    options: object,
    callback: (
      err: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !this.reachable(a.address));
      if (bad)
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address (${bad.address})`), {
            code: 'EPRIVATEADDRESS',
          }),
          [],
        );
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
