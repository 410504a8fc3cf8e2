import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './create-company-theme';

/**
 * One emotion cache per direction. The right-to-left one runs stylis-plugin-rtl, which mirrors
 * the physical properties MUI's own styles use; our code uses logical properties instead.
 */
const caches: Partial<Record<Direction, EmotionCache>> = {};

export function emotionCacheFor(direction: Direction): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] });
  caches[direction] = cache;
  return cache;
}
