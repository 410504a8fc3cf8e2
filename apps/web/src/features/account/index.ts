/** The account feature's face: signing in and out, the session's watch, the viewer's profile. */

export { dashboardPath } from './account-paths';
export { logoutOnServer } from './api';
export { LoginFlowStep, useLoginFlow } from './components/login-flow-step';
export { ProfileCard } from './components/profile-card';
export { SessionWatcher } from './components/session-watcher';
export { guestOnly, requireLogin } from './route-guards';
export { useClearViewerData, useLogout } from './use-logout';
