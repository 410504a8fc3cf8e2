import { describe, expect, it } from 'vitest';
import { addressAllowed } from './public-address.ts';

describe('addresses a webhook may reach', () => {
  it('allows public addresses', () => {
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
    expect(addressAllowed('2606:2800:220:1:248:1893:25c8:1946', false)).toBe(true);
  });

  it('refuses private, link-local, unspecified and mapped private addresses', () => {
    for (const address of [
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an address',
    ]) {
      expect(addressAllowed(address, true), address).toBe(false);
    }
  });

  it('allows loopback only when asked', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(addressAllowed(address, false), address).toBe(false);
      expect(addressAllowed(address, true), address).toBe(true);
    }
  });
});
