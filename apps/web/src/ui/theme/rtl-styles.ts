import type { StylisPlugin } from '@emotion/cache';

let rtlPlugin: StylisPlugin | undefined;

/**
 * Fetches stylis-plugin-rtl, which mirrors MUI's physical properties for a right-to-left
 * language: loaded with such a language's texts (translation-bundles), so the site switches to
 * it only once its styles can be mirrored, and a left-to-right site never downloads it.
 */
export async function loadRtlStyles(): Promise<void> {
  rtlPlugin ??= (await import('stylis-plugin-rtl')).default as StylisPlugin;
}

/** The plugin, once a right-to-left language's texts have loaded it. */
export function loadedRtlPlugin(): StylisPlugin | undefined {
  return rtlPlugin;
}
