import { ROUTES } from '@screener/contracts/routes';

/** The pages a first visit most often opens, which get a first view and their code preloaded. */
export type FirstPage =
  | { kind: 'home' }
  | { kind: 'overview'; screenerId: number }
  | { kind: 'watch'; screenerId: number };

/** Each page's module in the web build's manifest (its source path), plus libraries it loads first. */
export const PAGE_MODULES: Record<FirstPage['kind'], { module: string; alsoLoads?: RegExp }> = {
  home: { module: 'src/features/companies/pages/company-home-page.tsx' },
  overview: { module: 'src/features/screenings/pages/screener-overview-page.tsx' },
  // The player imports hls.js when it mounts: fetched beside the page's code, not after it.
  watch: { module: 'src/features/watch/pages/watch-page.tsx', alsoLoads: /hls\.js/ },
};

function patternOf(route: string): RegExp {
  const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '(\\d+)');
  return new RegExp(`^${source}/?$`);
}

const OVERVIEW = patternOf(ROUTES['screeners.overview']);
const WATCH = patternOf(ROUTES['screeners.watch']);

/** The first page of `pathname` (no query), or null for the site's other pages. */
export function firstPageOf(pathname: string): FirstPage | null {
  if (pathname === ROUTES['company.dashboard']) return { kind: 'home' };
  const overview = OVERVIEW.exec(pathname);
  if (overview) return { kind: 'overview', screenerId: Number(overview[1]) };
  const watch = WATCH.exec(pathname);
  if (watch) return { kind: 'watch', screenerId: Number(watch[1]) };
  return null;
}
