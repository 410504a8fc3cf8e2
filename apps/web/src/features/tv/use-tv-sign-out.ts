import { clearSession } from '../../api/session-store';
import { logoutOnServer, useClearViewerData } from '../account';

/** Signing the TV out ends its session on the server; the TV page then asks for a new pairing. */
export function useTvSignOut(): () => Promise<void> {
  const clearViewerData = useClearViewerData();
  return async () => {
    await logoutOnServer();
    clearSession();
    clearViewerData();
  };
}
