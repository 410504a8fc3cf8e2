/** The dashboard feature's face: the viewer's own page (events, passes, bookings, profile). */

export const loadDashboardPage = () => import('./pages/dashboard-page');
