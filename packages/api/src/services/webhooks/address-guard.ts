import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

import ipaddr from 'ipaddr.js';

/** IPv4-compatible IPv6 addresses (`::a.b.c.d`, deprecated), which ipaddr.js calls unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * The IPv4 address an IPv4-mapped (`::ffff:a.b.c.d`) or IPv4-compatible (`::a.b.c.d`) IPv6 address
 * stands for: a stack that routes it reaches that IPv4 host, so that host's range is the one to judge.
 */
function effectiveAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed;
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress() || ipv6.match(IPV4_COMPATIBLE)) {
    return ipaddr.fromByteArray(ipv6.toByteArray().slice(12));
  }
  return ipv6;
}

/**
 * Whether an address may be reached from the server on a channel's say-so: only what ipaddr.js calls
 * `unicast` (public), never loopback, private, link-local, carrier-grade NAT, multicast, documentation,
 * translation (NAT64, 6to4, Teredo) or other reserved ranges (an endpoint at 169.254.169.254 would read
 * the cloud's instance metadata).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return effectiveAddress(address).range() === 'unicast';
}

/** Thrown when an endpoint's host is, or resolves to, an address that is not public. */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
  }
}

/**
 * A DNS lookup for outgoing requests that refuses non-public answers: the check happens on the address
 * actually connected to, so a name that resolves differently at delivery time (DNS rebinding) cannot
 * slip through a check made when the endpoint was saved.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    const [first] = allowed;
    if (!first) return callback(new PrivateAddressError(hostname), '', 0);
    if (options.all) return callback(null, allowed);
    callback(null, first.address, first.family);
  });
};

/** The host of a URL when it is written as an IP literal (`[::1]` unwrapped), else null. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}
