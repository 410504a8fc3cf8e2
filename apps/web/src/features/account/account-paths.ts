import { routePath } from '@screener/contracts/routes';

/** The company home (company.dashboard), where logout and an ended session go. */
export function dashboardPath(): string {
  return routePath('company.dashboard');
}

/** The viewer dashboard (user.dashboard), where a login ends (spec part 1 §4). */
export function viewerDashboardPath(): string {
  return routePath('user.dashboard');
}

/** The profile: the dashboard's profile tab. */
export function profilePath(): string {
  return routePath('user.dashboard', {}, { tab: 'profile' });
}

/** A redirect target is a path on this site; anything else (another origin, `//host`) is ignored. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

/** Spec part 1 §4 "after login": the redirect target when the query has one, else the dashboard. */
export function afterLoginPath(redirect: string | null | undefined): string {
  return safeRedirect(redirect) ?? viewerDashboardPath();
}
