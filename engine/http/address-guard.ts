// Files named by vendor data are fetched only from public addresses: a record could otherwise point
// the service at itself, at loopback or at a cloud metadata address. The check runs where the
// connection is made (the resolver of a dedicated dispatcher), so a name that resolves differently
// between a check and the connect (DNS rebinding) is caught too; IP literals are checked up front.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'undici';
import { EngineError } from '../errors.ts';
import { undiciLoaded } from './undici.ts';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local, shared, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (!family) return true; // not an address at all: refuse rather than guess
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
/** The dispatcher of file downloads from hosts other than the vendor's own (after `await undici()`). */
export function publicOnlyDispatcher(): Agent {
  agent ??= new (undiciLoaded().Agent)({ connect: { lookup: publicLookup } as object });
  return agent;
}
