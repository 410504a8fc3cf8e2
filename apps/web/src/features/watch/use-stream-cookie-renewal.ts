import { STREAM_COOKIE_RENEW_MS, ZStreamCookieResponse } from '@screener/contracts/watch';
import { useEffect, useState } from 'react';
import { currentAuthorizationHeader, readApiResponse } from '../../api/client';

export type StreamCookieState =
  | { status: 'pending' }
  | { status: 'ready'; windowEndsAt: string | null }
  | { status: 'error'; error: unknown };

/**
 * `GET /stream/setCookie/<auth>` (spec part 2 §7.1). A fetch rather than the spec's hidden frame:
 * the same cookie, but the envelope says whether the watch rule allowed it and why not.
 */
export async function setStreamCookie(screenerId: number, preview: boolean, signal?: AbortSignal) {
  const auth = encodeURIComponent(JSON.stringify(currentAuthorizationHeader(screenerId)));
  const response = await fetch(`/stream/setCookie/${auth}${preview ? '?preview=1' : ''}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  return readApiResponse(response, ZStreamCookieResponse);
}

/**
 * Sets the event's stream cookie and keeps it alive while the page is open: again every half
 * lifetime (a paused player fetches nothing that would renew it) and when the tab comes back
 * into view (background tabs slow their timers). The player loads its source once `ready`; an
 * `error` carries the watch rule's refusal (an `ApiRequestError`, e.g. 4002 once the window ends).
 */
export function useStreamCookieRenewal(
  screenerId: number | null,
  options: { preview?: boolean } = {},
): StreamCookieState {
  const preview = options.preview ?? false;
  const [state, setState] = useState<StreamCookieState>({ status: 'pending' });

  useEffect(() => {
    setState({ status: 'pending' });
    if (screenerId === null) return;
    const controller = new AbortController();
    const renew = () => {
      void setStreamCookie(screenerId, preview, controller.signal)
        .then(
          (answer): StreamCookieState => ({ status: 'ready', windowEndsAt: answer.window_ends_at }),
          (error: unknown): StreamCookieState => ({ status: 'error', error }),
        )
        .then((next) => {
          if (!controller.signal.aborted) setState(next);
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') renew();
    };
    renew();
    const timer = window.setInterval(renew, STREAM_COOKIE_RENEW_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [screenerId, preview]);

  return state;
}
