import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Where the node may send a callback: a buyer app names its own bap_uri, so without this
// check any buyer app could make the shop POST signed bytes to a service on its own network
// (its database's admin page, a cloud's metadata address). Every address a name resolves to
// is checked, after DNS, at connect time, so a name that later points inside is refused too.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Not the public internet: private, shared, link-local (cloud metadata), reserved, multicast. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Why a callback may not go to this IP address, or undefined when it may. */
export function refusedAddress(ip: string, allowLoopback: boolean): string | undefined {
  const mapped = MAPPED_V4.exec(ip)?.[1];
  if (mapped) return refusedAddress(mapped, allowLoopback);
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(ip, family)) return allowLoopback ? undefined : `${ip} is a loopback address`;
  if (INTERNAL.check(ip, family)) return `${ip} is not a public address`;
  return undefined;
}

export class RefusedDestination extends Error {
  override name = 'RefusedDestination';
}

/**
 * dns.lookup for http.request that fails unless every address the name resolves to may be
 * called (one internal answer among public ones is refused: a name should not mix them).
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refusal = found
        .map((entry) => refusedAddress(entry.address, allowLoopback))
        .find(Boolean);
      if (refusal || found.length === 0)
        return callback(new RefusedDestination(refusal ?? `${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as AllCallback)(null, found);
      const first = found[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

type AllCallback = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
