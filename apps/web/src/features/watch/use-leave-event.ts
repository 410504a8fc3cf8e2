import { ACCESS_LINK_TYPE } from '@screener/contracts/auth';
import { routePath } from '@screener/contracts/routes';
import { useSearchParams } from 'react-router';
import { isAnonymousMode, useSession } from '../../api/session-store';
import { useLogout } from '../account';
import type { WatchMode } from './event-manager-state';

/**
 * Preview mode: a session opened by a simulation link, or a company administrator's preview
 * (`?preview=true`), which only the server can grant.
 */
export function useWatchMode(): WatchMode {
  const [query] = useSearchParams();
  const session = useSession();
  const serverPreview = query.get('preview') === 'true';
  return {
    serverPreview,
    preview: serverPreview || session?.access_link?.type === ACCESS_LINK_TYPE.preview,
  };
}

/** Whether leaving the event ends the session (spec part 2 §4.1): link-logged-in and preview viewers. */
export function useLeavingLogsOut(mode: WatchMode): boolean {
  return isAnonymousMode(useSession()) || mode.preview;
}

/**
 * Leaving the event (spec part 2 §4.1): link-logged-in and preview viewers are logged out and the
 * thank-you page opens in a new tab (from the click, so no pop-up blocker stops it).
 */
export function useLeaveEvent(mode: WatchMode): (() => Promise<void>) | null {
  const logsOut = useLeavingLogsOut(mode);
  const logout = useLogout();
  if (!logsOut) return null;
  return async () => {
    window.open(routePath('company.thankyou'), '_blank', 'noopener');
    await logout();
  };
}
