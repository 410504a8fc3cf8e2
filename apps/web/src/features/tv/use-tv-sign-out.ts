import { clearSession } from '../../app/session-store';
import { logoutOnServer } from '../account/api';
import { useClearViewerData } from '../account/use-logout';

/** Signing the TV out ends its session on the server; the TV page then asks for a new pairing. */
export function useTvSignOut(): () => Promise<void> {
  const clearViewerData = useClearViewerData();
  return async () => {
    await logoutOnServer();
    clearSession();
    clearViewerData();
  };
}
