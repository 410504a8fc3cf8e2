import { type DeviceAuthorizationResponse, SLOW_DOWN_STEP_SECONDS } from '@screener/contracts/devices';
import { useCallback, useEffect, useState } from 'react';
import { setSession } from '../../api/session-store';
import { pollToken, requestPairing } from './device-flow';

export type TvPairingState =
  | { step: 'asking' }
  | { step: 'showing'; pairing: DeviceAuthorizationResponse }
  | { step: 'denied' }
  | { step: 'failed'; error: unknown };

/**
 * The TV's pairing: asks for a code, polls at the interval the server sets (longer after each
 * `slow_down`), asks again when the code expires, and stores the session once the viewer
 * pairs it, which signs this browser in as the TV.
 */
export function useTvPairing(): { state: TvPairingState; restart(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TvPairingState>({ step: 'asking' });
  const restart = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    // `attempt` only restarts the flow; it is read so the effect runs again.
    void attempt;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (seconds: number, next: () => void) => {
      timer = setTimeout(next, seconds * 1000);
    };

    const poll = (pairing: DeviceAuthorizationResponse, interval: number) =>
      wait(interval, async () => {
        try {
          const answer = await pollToken(pairing.device_code, abort.signal);
          if ('access_token' in answer) {
            setSession({ key: answer.key, secret: answer.secret, tv: true });
            return;
          }
          if (answer.error === 'authorization_pending') return poll(pairing, interval);
          // RFC 8628 §3.5: five seconds more from now on, or the server's own longer interval.
          if (answer.error === 'slow_down')
            return poll(pairing, Math.max(answer.interval ?? 0, interval + SLOW_DOWN_STEP_SECONDS));
          if (answer.error === 'access_denied') return setState({ step: 'denied' });
          // An expired or spent code: a new one.
          return start();
        } catch (error) {
          if (!abort.signal.aborted) setState({ step: 'failed', error });
        }
      });

    const start = async () => {
      setState({ step: 'asking' });
      try {
        const pairing = await requestPairing(abort.signal);
        setState({ step: 'showing', pairing });
        poll(pairing, pairing.interval);
      } catch (error) {
        if (!abort.signal.aborted) setState({ step: 'failed', error });
      }
    };

    void start();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [attempt]);

  return { state, restart };
}
