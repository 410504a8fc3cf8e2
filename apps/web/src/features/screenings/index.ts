/** The screenings feature's face: the cache keys of the events the site lists, refreshed when staff edit them. */
export { screenerKeys } from './api';
