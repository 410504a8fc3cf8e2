type HlsModule = typeof import('hls.js/light');

let loaded: HlsModule | null = null;

/**
 * hls.js is fetched apart from the page, so the page can ask for the event and its stream cookie
 * while the player library downloads; the watch page starts the download as it opens.
 */
export const loadHlsPlayer = (): Promise<HlsModule> =>
  import('hls.js/light').then((module) => {
    loaded = module;
    return module;
  });

/**
 * Runs `use` with hls.js: at once when a load has finished, else when it does (`onFailure` if it
 * cannot be fetched). Even for a module already loaded, `import()` resolves in a later task, which
 * on a slow phone comes after whatever the page renders meanwhile (a few hundred milliseconds for
 * the watch page's stage): with the module at hand a stream starts at once.
 */
export function withHlsPlayer(use: (module: HlsModule) => void, onFailure: () => void): void {
  if (loaded) use(loaded);
  else loadHlsPlayer().then(use, onFailure);
}
