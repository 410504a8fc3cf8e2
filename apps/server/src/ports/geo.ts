import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { DEFAULT_COUNTRY_CODE } from '@screener/contracts/ui';

/** The viewer's country (ISO 3166-1 alpha-2, upper-case) for geo blocking. */
export type GeoPort = {
  countryOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }): string;
};

type GeoipLookup = { lookup(ip: string): { country: string } | null };

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Addresses no IP database can place: loopback, private, link-local and unique-local ranges. */
const localAddresses = new BlockList();
localAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
localAddresses.addSubnet('10.0.0.0', 8, 'ipv4');
localAddresses.addSubnet('172.16.0.0', 12, 'ipv4');
localAddresses.addSubnet('192.168.0.0', 16, 'ipv4');
localAddresses.addSubnet('169.254.0.0', 16, 'ipv4');
localAddresses.addSubnet('100.64.0.0', 10, 'ipv4');
localAddresses.addAddress('::1', 'ipv6');
localAddresses.addSubnet('fc00::', 7, 'ipv6');
localAddresses.addSubnet('fe80::', 10, 'ipv6');

function isLocalAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return true;
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : null;
  if (mapped && isIP(mapped) === 4) return localAddresses.check(mapped, 'ipv4');
  return localAddresses.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

function countryCode(value: string | string[] | undefined | null): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return text && COUNTRY_CODE.test(text) ? text : null;
}

let database: GeoipLookup | null = null;
/** The offline database takes a moment and some memory to load, so it loads at the first public address. */
function geoipDatabase(): GeoipLookup {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoipLookup;
  return database;
}

/**
 * The country, in this order: the development override; the header a trusted proxy sets (e.g.
 * `cf-ipcountry`), when configured; the offline `geoip-country` database for a public address;
 * the default country (GB) for local addresses and addresses the database does not know.
 */
export function createGeoPort(options: { countryHeader?: string; override?: string }): GeoPort {
  const override = countryCode(options.override);
  const header = options.countryHeader?.toLowerCase();
  return {
    countryOf(request) {
      if (override) return override;
      const fromProxy = header ? countryCode(request.headers[header]) : null;
      if (fromProxy) return fromProxy;
      if (isLocalAddress(request.ip)) return DEFAULT_COUNTRY_CODE;
      return countryCode(geoipDatabase().lookup(request.ip)?.country) ?? DEFAULT_COUNTRY_CODE;
    },
  };
}
