import {
  STREAM_COOKIE_RENEW_MS,
  type StreamCookieResponse,
  ZStreamCookieResponse,
} from '@screener/contracts/watch';
import { useEffect, useRef, useState } from 'react';
import { currentAuthorizationHeader, readApiResponse } from '../../api/client';

export type StreamCookieState =
  | { status: 'pending' }
  | { status: 'ready'; windowEndsAt: string | null }
  | { status: 'error'; error: unknown };

/** `GET /stream/setCookie/<auth>` for the event, with the page's flags. */
function streamCookieRequest(
  screenerId: number,
  flags: { preview: boolean; ahead: boolean },
  signal?: AbortSignal,
) {
  const auth = encodeURIComponent(JSON.stringify(currentAuthorizationHeader(screenerId)));
  const query = new URLSearchParams();
  if (flags.preview) query.set('preview', '1');
  if (flags.ahead) query.set('ahead', '1');
  const search = query.size > 0 ? `?${query}` : '';
  return fetch(`/stream/setCookie/${auth}${search}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
}

/**
 * `GET /stream/setCookie/<auth>` (spec part 2 §7.1). A fetch rather than the spec's hidden frame:
 * the same cookie, but the envelope says whether the watch rule allowed it and why not.
 */
export async function setStreamCookie(screenerId: number, preview: boolean, signal?: AbortSignal) {
  const response = await streamCookieRequest(screenerId, { preview, ahead: false }, signal);
  return readApiResponse(response, ZStreamCookieResponse);
}

/**
 * A stream cookie asked for ahead of its turn, with when it was answered (ms since the epoch), or
 * null when the watch rule refused it (the server answers such an ask with no content).
 */
export type StreamCookieHeadStart = Promise<(StreamCookieResponse & { answeredAt: number }) | null>;

/**
 * Asks for the stream cookie as the watch page opens, beside the event, so the film's manifest can
 * follow the event without one more round trip. The server applies the same watch rule and changes
 * nothing but the cookie (scoped to the event's media), so asking early grants nothing more; the
 * page still waits for its own checks. A refusal here is answered with no content (not an error
 * a browser would log) and not used: the cookie is asked again in its turn (useStreamCookieRenewal).
 */
export function useStreamCookieHeadStart(screenerId: number, preview: boolean): StreamCookieHeadStart | null {
  const [headStart, setHeadStart] = useState<StreamCookieHeadStart | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const answer = streamCookieRequest(screenerId, { preview, ahead: true }, controller.signal).then(
      async (response) =>
        response.status === 204
          ? null
          : { ...(await readApiResponse(response, ZStreamCookieResponse)), answeredAt: Date.now() },
    );
    // Unused failures (a dropped connection, a page left) are not errors of the page.
    answer.catch(() => undefined);
    setHeadStart(answer);
    return () => controller.abort();
  }, [screenerId, preview]);
  return headStart;
}

/**
 * Sets the event's stream cookie and keeps it alive while the page is open: again every half
 * lifetime (a paused player fetches nothing that would renew it) and when the tab comes back
 * into view (background tabs slow their timers). The player loads its source once `ready`; an
 * `error` carries the watch rule's refusal (an `ApiRequestError`, e.g. 4002 once the window ends).
 */
export function useStreamCookieRenewal(
  screenerId: number | null,
  options: { preview?: boolean; headStart?: StreamCookieHeadStart | null } = {},
): StreamCookieState {
  const preview = options.preview ?? false;
  const [state, setState] = useState<StreamCookieState>({ status: 'pending' });
  // Read when the cookie's turn comes, not a reason to ask again when it arrives.
  const headStartRef = useRef(options.headStart ?? null);
  headStartRef.current = options.headStart ?? null;

  useEffect(() => {
    setState({ status: 'pending' });
    if (screenerId === null) return;
    const controller = new AbortController();
    const ask = () => setStreamCookie(screenerId, preview, controller.signal);
    const headStart = headStartRef.current;
    // A cookie granted ahead of its turn serves while in the first half of its own renewal period,
    // so the next renewal still comes before it runs out; a refusal then is asked again now.
    const first = headStart
      ? headStart.then(
          (answer) =>
            answer && Date.now() - answer.answeredAt < STREAM_COOKIE_RENEW_MS / 2 ? answer : ask(),
          ask,
        )
      : ask();
    const follow = (request: Promise<StreamCookieResponse>) => {
      void request
        .then(
          (answer): StreamCookieState => ({ status: 'ready', windowEndsAt: answer.window_ends_at }),
          (error: unknown): StreamCookieState => ({ status: 'error', error }),
        )
        .then((next) => {
          if (!controller.signal.aborted) setState(next);
        });
    };
    const renew = () => follow(ask());
    const onVisible = () => {
      if (document.visibilityState === 'visible') renew();
    };
    follow(first);
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
