import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, ipLiteralOf, isPublicAddress, publicOnlyLookup } from './network-guard';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '2002:a00:1::1',
    '2001:0:4136:e378::1',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:400f:80d::200e',
    '2606:4700::1111',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('ipLiteralOf', () => {
  it('reads IP literals of URL hosts, brackets and all, and nothing else', () => {
    expect(ipLiteralOf(new URL('https://[::1]:8443/x').hostname)).toBe('::1');
    expect(ipLiteralOf(new URL('https://169.254.169.254/').hostname)).toBe('169.254.169.254');
    expect(ipLiteralOf(new URL('https://hooks.kund.example/').hostname)).toBeNull();
  });
});

describe('publicOnlyLookup', () => {
  const lookupWith = (addresses: LookupAddress[], options: { all?: boolean; family?: number }) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) => {
      publicOnlyLookup(async () => addresses)('hooks.kund.example', options, (error, address, family) =>
        resolve({ error, address, ...(family !== undefined ? { family } : {}) }),
      );
    });

  it('answers the checked addresses when every one is public', async () => {
    const addresses = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ];
    expect(await lookupWith(addresses, { all: true })).toEqual({ error: null, address: addresses });
    expect(await lookupWith(addresses, {})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect(await lookupWith(addresses, { family: 6 })).toEqual({
      error: null,
      address: '2606:4700::1111',
      family: 6,
    });
  });

  it('refuses the name when any address is internal', async () => {
    const { error } = await lookupWith(
      [
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ],
      { all: true },
    );
    expect(error).toBeInstanceOf(BlockedAddressError);
  });
});
