import type { GeoMode } from './schema.ts';

/**
 * Whether an event is closed to a viewer in `country`: `allow` opens it only to the listed
 * countries, `block` closes it to them, `all` opens it everywhere. Codes compare upper-case.
 */
export function isGeoBlocked(
  event: { geoMode: GeoMode; geoCountries: readonly string[] },
  country: string,
): boolean {
  if (event.geoMode === 'all') return false;
  const listed = event.geoCountries.some((code) => code.toUpperCase() === country.toUpperCase());
  return event.geoMode === 'allow' ? !listed : listed;
}
