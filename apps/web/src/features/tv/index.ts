/** The TV feature's face: the TV app's pairing, library and player pages. */

export const loadTvPage = () => import('./pages/tv-page');
export const loadTvWatchPage = () => import('./pages/tv-watch-page');
