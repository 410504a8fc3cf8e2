import { routePath } from '@screener/contracts/routes';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../../api/session-store';
import { LazyPopup } from '../../../ui/lazy-popup';
import { notify } from '../../../ui/notifications';
import { dashboardPath } from '../account-paths';
import { forgetOnArrival, leaveThenForget } from '../leave-and-forget';
import { useClearViewerData } from '../use-logout';
import { useSessionAlive } from '../use-session-alive';
import { useSessionRealtime } from '../use-session-realtime';

// Loaded when a session ends, not with every page: most visits never see it.
const SessionEndedDialog = lazy(async () => ({
  default: (await import('./session-ended-dialog')).SessionEndedDialog,
}));

/**
 * Keeps the browser's session honest: holds the realtime connection while signed in, asks `alive`
 * when a page opens or comes back, and when the server ends the session (another login, 419, 556)
 * goes home, forgets the session there and says why in a dialog that offers to sign in again, back
 * to the page the viewer was on.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const clearViewerData = useClearViewerData();
  useSessionRealtime();
  // A paired TV keeps its own session check (its pairing screen), not the site's.
  useSessionAlive(!pathname.startsWith(routePath('tv.home')));
  const ending = useRef(false);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const currentSearch = useRef(search);
  currentSearch.current = search;
  /** The page the ended session was on, while the dialog says so. */
  const [endedOn, setEndedOn] = useState<string | null>(null);

  useEffect(() => forgetOnArrival(pathname), [pathname]);

  useEffect(
    () =>
      onSessionExpired(() => {
        // Several failing calls may report the same ended session: it is handled once.
        if (ending.current) return;
        ending.current = true;
        // The TV app goes back to its pairing screen and says so; the site goes home and explains.
        const onTv = currentPath.current.startsWith(routePath('tv.home'));
        if (onTv) notify(t('account.tvSignedOut'), 'error');
        else setEndedOn(`${currentPath.current}${currentSearch.current}`);
        const home = onTv ? routePath('tv.home') : dashboardPath();
        leaveThenForget(navigate, currentPath.current, home, () => {
          clearViewerData();
          ending.current = false;
        });
      }),
    [clearViewerData, navigate, t],
  );
  return (
    <LazyPopup open={endedOn !== null}>
      <SessionEndedDialog from={endedOn} onClose={() => setEndedOn(null)} />
    </LazyPopup>
  );
}
