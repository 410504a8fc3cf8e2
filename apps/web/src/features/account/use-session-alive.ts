import * as authCalls from '@screener/contracts/calls/auth';
import { useEffect } from 'react';
import { endsSession } from '../../api/api-errors';
import { call } from '../../api/client';
import { errorText } from '../../api/error-text';
import { useSession } from '../../api/session-store';
import { i18n } from '../../i18n/i18n';
import { notify } from '../../ui/notifications';

/** After this long out of sight, a page shown again asks whether its session still holds. */
const ALIVE_AFTER_HIDDEN_MS = 5 * 60_000;

/**
 * `alive` (spec part 1 §7): a signed-in page asks when it opens and again when it comes back after
 * a while out of sight. An ended session ends as on any call (the client sees to it); any other
 * error shows in the error bar.
 */
export function useSessionAlive(enabled: boolean): void {
  const key = useSession()?.key ?? null;
  useEffect(() => {
    if (!enabled || key === null) return;
    const ask = () =>
      call(authCalls.alive, {}).catch((error: unknown) => {
        if (!endsSession(error)) notify(errorText(error, i18n.t), 'error');
      });
    void ask();
    let hiddenAt: number | null = null;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt >= ALIVE_AFTER_HIDDEN_MS) void ask();
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [enabled, key]);
}
