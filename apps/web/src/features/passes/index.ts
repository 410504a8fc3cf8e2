/** The passes feature's face: the passes on sale and a pass's overview. */

export const loadPassListPage = () => import('./pages/pass-list-page');
export const loadPassOverviewPage = () => import('./pages/pass-overview-page');
