/** The screenings feature's face: the programme, the event lists and an event's overview. */

export { PromoTrailerBanner } from './components/promo-trailer-banner';
export { SeatsLine } from './components/seats-line';
export { FestivalHero } from './programme/festival-hero';

export const loadFestivalBrowse = () => import('./programme/festival-browse');
export const loadTodayPage = () => import('./pages/today-page');
export const loadUpcomingPage = () => import('./pages/upcoming-page');
export const loadOngoingPage = () => import('./pages/ongoing-page');
export const loadArchivePage = () => import('./pages/archive-page');
export const loadScreenerOverviewPage = () => import('./pages/screener-overview-page');
export const loadVodMoviesPage = () => import('./pages/vod-movies-page');
export const loadGeoCataloguePage = () => import('./pages/geo-catalogue-page');
