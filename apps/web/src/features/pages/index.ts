/** The pages feature's face: the cache keys of the company's pages, refreshed when staff edit them. */
export { pageKeys } from './api';
