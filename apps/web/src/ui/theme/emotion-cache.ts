import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from './create-company-theme';
import { loadedRtlPlugin } from './rtl-styles';

/**
 * One emotion cache per direction. The right-to-left one runs stylis-plugin-rtl, which mirrors
 * the physical properties MUI's own styles use; our code uses logical properties instead.
 */
const caches: Partial<Record<Direction, EmotionCache>> = {};

export function emotionCacheFor(direction: Direction): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  if (direction === 'ltr') {
    caches.ltr = createCache({ key: 'mui', stylisPlugins: [prefixer] });
    return caches.ltr;
  }
  const rtlPlugin = loadedRtlPlugin();
  // A right-to-left language is switched to only once its texts, and with them the plugin, have
  // loaded (rtl-styles); anything drawn before that is in the default direction.
  if (!rtlPlugin) return emotionCacheFor('ltr');
  const cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  caches[direction] = cache;
  return cache;
}
