import { describe, expect, it } from 'vitest';

import { isPublicAddress, literalAddressOf } from './address-guard';

describe('isPublicAddress', () => {
  it.each([
    // IPv4-compatible IPv6 (::/96): the same host as the IPv4 address in its last 32 bits.
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::a9fe:a9fe',
    '::',
    '::1',
    // IPv4-mapped IPv6.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:0:7f00:1',
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '192.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '0.0.0.0',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '2002:7f00:1::1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::1',
    '100::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2a00:1450:4001:80b::200e',
    // Public IPv4 however it is written in IPv6.
    '::ffff:93.184.216.34',
    '::5db8:d822',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('literalAddressOf', () => {
  it('reads the address of a URL written with one, as the URL parser normalised it', () => {
    expect(literalAddressOf(new URL('http://[::127.0.0.1]:8080/hook'))).toBe('::7f00:1');
    expect(literalAddressOf(new URL('http://0x7f.1/hook'))).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('https://example.com/hook'))).toBeNull();
  });
});
