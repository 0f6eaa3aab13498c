// Files named by vendor data are fetched only from public addresses: a record could otherwise point
// the service at itself, at loopback or at a cloud metadata address. The check runs where the
// connection is made (the resolver of a dedicated dispatcher), so a name that resolves differently
// between a check and the connect (DNS rebinding) is caught too; IP literals are checked up front.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'undici';
import { EngineError } from '../errors.ts';
import { undici } from './undici.ts';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation (TEST-NET-1..3)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4'); // IPv4-mapped IPv6 (::ffff:a.b.c.d) matches these too
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::7f00:1)
  ['::ffff:0:0:0', 96], // IPv4-translated (::ffff:0:7f00:1)
  ['64:ff9b::', 96], // NAT64, well-known prefix
  ['64:ff9b:1::', 48], // NAT64, local-use prefix
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: an IPv4 address, obfuscated
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some networks)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/**
 * Loopback, private, link-local, shared, multicast, documentation and reserved addresses, also
 * inside IPv6 forms that carry an IPv4 address (mapped, compatible, translated, NAT64, 6to4).
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.split('%')[0]!; // an IPv6 zone id (fe80::1%eth0)
  const family = isIP(bare);
  if (!family) return true; // not an address at all: refuse rather than guess
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (blocked.check(bare, 'ipv6')) return true;
  const h = hextets(bare);
  // 6to4 (2002:AABB:CCDD::/48) reaches the IPv4 address AA.BB.CC.DD
  return (
    h[0] === 0x2002 && isPrivateAddress(`${h[1]! >> 8}.${h[1]! & 255}.${h[2]! >> 8}.${h[2]! & 255}`)
  );
}

/** The eight 16-bit groups of a valid IPv6 address (:: expanded, a dotted IPv4 tail as two groups). */
function hextets(address: string): number[] {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = v4
    ? `${address.slice(0, v4.index)}${((+v4[1]! << 8) | +v4[2]!).toString(16)}:${((+v4[3]! << 8) | +v4[4]!).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const groups = (s: string) => (s ? s.split(':') : []);
  const missing = tail === undefined ? 0 : 8 - groups(head).length - groups(tail).length;
  return [...groups(head), ...Array(missing).fill('0'), ...groups(tail ?? '')].map((g) =>
    Number.parseInt(g, 16),
  );
}

export function refusedHost(host: string): EngineError {
  return new EngineError(
    'upstream_invalid_response',
    502,
    `The vendor's file link points to a private or local address (${host}); files are fetched only from public hosts.`,
  );
}

/** Refuses an IP literal host at once (the resolver is not asked for those). */
export function checkLiteralHost(hostname: string): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) && isPrivateAddress(bare)) throw refusedHost(hostname);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function publicLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad)
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address`), {
          code: 'EPRIVATEADDRESS',
        }),
        [],
      );
    if ((options as { all?: boolean }).all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

let agent: Agent | undefined;
/** The dispatcher of file downloads from hosts other than the vendor's own. */
export function publicOnlyDispatcher(): Agent {
  agent ??= new (undici().Agent)({ connect: { lookup: publicLookup } as object });
  return agent;
}
