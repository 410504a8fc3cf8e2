import { describe, expect, it } from 'vitest';
import { createGeoPort } from './geo.ts';

const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers });

describe('the geography port', () => {
  it('gives the default country for loopback and private addresses', () => {
    const geo = createGeoPort({});
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.0.4',
      '172.20.0.1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(geo.countryOf(request(ip))).toBe('GB');
    }
  });

  it('places public addresses with the offline database', () => {
    const geo = createGeoPort({});
    expect(geo.countryOf(request('8.8.8.8'))).toBe('US');
    expect(geo.countryOf(request('::ffff:8.8.8.8'))).toBe('US');
  });

  it('trusts the proxy header only when configured, and only a country code', () => {
    expect(createGeoPort({}).countryOf(request('127.0.0.1', { 'cf-ipcountry': 'IL' }))).toBe('GB');
    const geo = createGeoPort({ countryHeader: 'CF-IPCountry' });
    expect(geo.countryOf(request('8.8.8.8', { 'cf-ipcountry': 'il' }))).toBe('IL');
    expect(geo.countryOf(request('8.8.8.8', { 'cf-ipcountry': 'XX1' }))).toBe('US');
  });

  it('lets the development override win', () => {
    const geo = createGeoPort({ countryHeader: 'cf-ipcountry', override: 'it' });
    expect(geo.countryOf(request('8.8.8.8', { 'cf-ipcountry': 'IL' }))).toBe('IT');
  });
});
