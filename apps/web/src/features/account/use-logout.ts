import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession, getSession } from '../../api/session-store';
import { companyKeys } from '../../domain/company/api';
import { notify } from '../../ui/notifications';
import { dashboardPath } from './account-paths';
import { logoutOnServer } from './api';
import { leaveThenForget } from './leave-and-forget';

/** Everything cached for the viewer goes; the company this site shows stays. */
export function useClearViewerData(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== companyKeys.all[0] }),
    [queryClient],
  );
}

/**
 * Logout (spec part 1 §4): ends the session on the server, clears the stores, says so, and goes to
 * the company home, or to the external app host's logout page when the session signed in an app.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearViewerData = useClearViewerData();
  return async () => {
    const oauthHost = getSession()?.oauth_host ?? null;
    await logoutOnServer();
    notify(t('account.loggedOut'), 'success');
    if (oauthHost) {
      clearSession();
      clearViewerData();
      window.location.assign(`${window.location.protocol}//${oauthHost}/logout`);
      return;
    }
    leaveThenForget(navigate, window.location.pathname, dashboardPath(), clearViewerData);
  };
}
