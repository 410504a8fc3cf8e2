/** The screenings feature's face: the programme, the event lists and an event's overview. */

export { PromoTrailerBanner } from './components/promo-trailer-banner';
export { SeatsLine } from './components/seats-line';
export { FestivalHero } from './programme/festival-hero';

export const loadFestivalBrowse = () => import('./programme/festival-browse');
