import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

import ipaddr from 'ipaddr.js';

/**
 * Whether an address may be reached from the server on a channel's say-so: only public unicast
 * addresses, never loopback, private, link-local, carrier-grade NAT, multicast or reserved ranges
 * (an endpoint at 169.254.169.254 would read the cloud's instance metadata).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
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
    if (allowed.length === 0) return callback(new PrivateAddressError(hostname), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

/** The host of a URL when it is written as an IP literal (`[::1]` unwrapped), else null. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}
