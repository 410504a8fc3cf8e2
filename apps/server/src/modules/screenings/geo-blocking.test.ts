import { describe, expect, it } from 'vitest';
import { isGeoBlocked } from './geo-blocking.ts';

describe('geo blocking', () => {
  it('opens an event without limits everywhere', () => {
    expect(isGeoBlocked({ geoMode: 'all', geoCountries: ['US'] }, 'US')).toBe(false);
  });

  it('closes a block-list event only in the listed countries', () => {
    const event = { geoMode: 'block', geoCountries: ['US', 'ca'] } as const;
    expect(isGeoBlocked(event, 'US')).toBe(true);
    expect(isGeoBlocked(event, 'CA')).toBe(true);
    expect(isGeoBlocked(event, 'GB')).toBe(false);
  });

  it('opens an allow-list event only in the listed countries', () => {
    const event = { geoMode: 'allow', geoCountries: ['IL'] } as const;
    expect(isGeoBlocked(event, 'IL')).toBe(false);
    expect(isGeoBlocked(event, 'il')).toBe(false);
    expect(isGeoBlocked(event, 'GB')).toBe(true);
  });

  it('closes an allow-list event with no countries everywhere', () => {
    expect(isGeoBlocked({ geoMode: 'allow', geoCountries: [] }, 'GB')).toBe(true);
  });
});
