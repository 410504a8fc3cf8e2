import { describe, expect, it } from 'vitest';
import { createExpiringCache, isExpired } from './expiring-cache.ts';

const TTL = 1000;

function cacheAt(start: number) {
  let now = start;
  const cache = createExpiringCache<string, string>(() => now, { max: 10, ttl: TTL });
  return {
    cache,
    set: (ms: number) => {
      now = ms;
    },
  };
}

describe('isExpired', () => {
  it('keeps an entry fresh while its age is under the ttl', () => {
    const { cache, set } = cacheAt(5000);
    cache.set('k', 'v');
    set(5000 + TTL - 1);
    expect(isExpired(cache, 'k')).toBe(false);
    set(5000 + TTL);
    expect(isExpired(cache, 'k')).toBe(true);
  });

  it('expires an entry stored at the epoch like any other', () => {
    const { cache, set } = cacheAt(0);
    cache.set('k', 'v');
    expect(isExpired(cache, 'k')).toBe(false);
    set(TTL);
    expect(isExpired(cache, 'k')).toBe(true);
  });

  it('takes a clock moved back as making an entry stale', () => {
    const { cache, set } = cacheAt(5000);
    cache.set('k', 'v');
    set(4999);
    expect(isExpired(cache, 'k')).toBe(true);
  });

  it('counts an absent key as expired', () => {
    expect(isExpired(cacheAt(5000).cache, 'missing')).toBe(true);
  });
});
