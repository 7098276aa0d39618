import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may send push messages. A push endpoint is a URL the client chooses, so an
 * unchecked one lets anyone make the server POST into its own network (request forgery). Only
 * https to public hosts is allowed; the test API mode also allows http and local hosts (the
 * tests run a push receiver on 127.0.0.1).
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 rules by BlockList.

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves a host name to all its addresses (injectable for tests). */
export type Resolve = (host: string) => Promise<string[]>;

const RESOLVE_TIMEOUT_MS = 3000;

export const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), RESOLVE_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses.map((a) => a.address));
    });
  });

const HTTPS = 'Push endpoints must use https';
const PUBLIC = 'Push endpoints must be on a public host (not a loopback, private or local one)';

const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

const LOCAL_NAMES = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/;

/** The checks that need no lookup: scheme, address literals, local names. */
export function staticEndpointProblem(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The push endpoint is not a URL';
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:' ? null : HTTPS;
  if (url.protocol !== 'https:') return HTTPS;
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : PUBLIC;
  // A push service has a public, fully qualified name; a single label resolves via the local
  // search domains, i.e. into the server's own network.
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return PUBLIC;
  return null;
}

/**
 * Null when the server may send to this endpoint, else why not. A name is resolved and refused
 * when any of its addresses is not public. A name that does not resolve now is accepted: the
 * sender checks the addresses again when it connects (guardedLookup), which also defeats a name
 * that changes its answer after this check.
 */
export async function pushEndpointProblem(
  raw: string,
  options: { allowLocal: boolean; resolve?: Resolve },
): Promise<string | null> {
  const problem = staticEndpointProblem(raw, options.allowLocal);
  if (problem || options.allowLocal) return problem;
  const host = hostOf(new URL(raw));
  if (isIP(host) !== 0) return null;
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(host);
  } catch {
    return null;
  }
  return addresses.every(isPublicAddress) ? null : PUBLIC;
}

/**
 * A `lookup` for http(s).request that refuses to connect to a name resolving to any address that
 * is not public, at the moment of connecting.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} is not a public host`);
      refused.code = 'EPUSHREFUSED';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
