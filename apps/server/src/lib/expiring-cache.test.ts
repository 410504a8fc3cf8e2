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

describe('createExpiringCache', () => {
  it('answers the callers of a read whose entry is replaced or evicted while it runs', async () => {
    let finish: (value: string) => void = () => {};
    const cache = createExpiringCache<string, string>(() => 5000, {
      max: 1,
      ttl: TTL,
      fetchMethod: () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    });
    const replaced = cache.fetch('k');
    cache.set('k', 'set meanwhile');
    finish('read');
    expect(await replaced).toBe('read');
    const evicted = cache.fetch('a');
    cache.set('b', 'other');
    finish('read');
    expect(await evicted).toBe('read');
  });
});
