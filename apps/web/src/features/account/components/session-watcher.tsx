import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../../app/session-store';
import { notify } from '../../../ui/notifications';
import { dashboardPath } from '../account-paths';
import { forgetOnArrival, leaveThenForget } from '../leave-and-forget';
import { useClearViewerData } from '../use-logout';
import { useSessionRealtime } from '../use-session-realtime';

/**
 * Keeps the browser's session honest: holds the realtime connection while signed in, and when the
 * server ends the session (another login, 419, 556) shows the session-expired message, goes home,
 * and forgets the session there.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const clearViewerData = useClearViewerData();
  useSessionRealtime();
  const ending = useRef(false);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

  useEffect(() => forgetOnArrival(pathname), [pathname]);

  useEffect(
    () =>
      onSessionExpired(() => {
        // Several failing calls may report the same ended session: it is handled once.
        if (ending.current) return;
        ending.current = true;
        // The TV app goes back to its pairing screen; the site goes home.
        const onTv = currentPath.current.startsWith(routePath('tv.home'));
        notify(t(onTv ? 'account.tvSignedOut' : 'account.sessionExpired'), 'error');
        const home = onTv ? routePath('tv.home') : dashboardPath();
        leaveThenForget(navigate, currentPath.current, home, () => {
          clearViewerData();
          ending.current = false;
        });
      }),
    [clearViewerData, navigate, t],
  );
  return null;
}
