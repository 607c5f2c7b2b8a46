import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * SSRF guard for webhook deliveries in production: an integration's URL must not make the server call
 * its own network (loopback, private ranges, link-local such as cloud metadata, CGNAT, multicast,
 * documentation and other special-purpose ranges). Every address a name resolves to is checked, and the
 * connection uses exactly the addresses that were checked, so a second DNS answer cannot slip past.
 */

const NON_PUBLIC_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
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
];

// Only global unicast (2000::/3) is public; inside it, the ranges that tunnel or embed IPv4 addresses
// (Teredo and other protocol assignments, 6to4) and documentation are refused too. Everything outside
// 2000::/3 (loopback, IPv4-mapped, NAT64, unique-local, link-local, multicast) is refused by the first
// three entries.
const NON_PUBLIC_IPV6: readonly [string, number][] = [
  ['::', 3],
  ['4000::', 2],
  ['8000::', 1],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
];

// Two lists: one BlockList matches IPv4 addresses against IPv6 rules through their mapped form
// (::ffff:a.b.c.d, inside ::/3), which would refuse every IPv4 address.
const blockListOf = (subnets: readonly [string, number][], type: 'ipv4' | 'ipv6') => {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, type);
  return list;
};
const nonPublicIpv4 = blockListOf(NON_PUBLIC_IPV4, 'ipv4');
const nonPublicIpv6 = blockListOf(NON_PUBLIC_IPV6, 'ipv6');

/** True for an address on the public internet; false for anything internal, special or malformed. */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return !nonPublicIpv4.check(address, 'ipv4');
  if (family === 6) return !nonPublicIpv6.check(address, 'ipv6');
  return false;
};

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The URL points at, or resolves to, an address that is not public. */
export class BlockedAddressError extends Error {
  override readonly name = 'BlockedAddressError';
}

/** A URL's host as an address when it is an IP literal (`[::1]` without brackets), else null. */
export const ipLiteralOf = (hostname: string): string | null => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
};

/**
 * A `lookup` for http.request that resolves with `resolve` and refuses the name when any of its
 * addresses is not public. (IP literals never reach a lookup; check them with ipLiteralOf first.)
 */
export const publicOnlyLookup =
  (resolve: ResolveHost): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname)
      .then((all) => {
        if (all.some((entry) => !isPublicAddress(entry.address))) {
          throw new BlockedAddressError('the name resolves to an address that is not public');
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = wanted === 0 ? all : all.filter((entry) => entry.family === wanted);
        const [first] = addresses;
        if (!first) {
          throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
