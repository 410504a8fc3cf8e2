/** The staff feature's face: the back-office, loaded as one app of its own. */

export const loadAdminApp = () => import('./admin-app');
