import * as authCalls from '@screener/contracts/calls/auth';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { clearSession, getSession } from '../../api/session-store';

export type LinkAccountChoice = {
  /** A viewer was signed in when the page opened. */
  signedIn: boolean;
  asking: boolean;
  name: string;
  switch: () => void;
  /** Asks now: for a page that first finds out whether the link is for the signed-in account. */
  ask: () => void;
};

/**
 * Whether a link that logs in must first ask the viewer: a viewer signed in when the link opens
 * keeps that session unless choosing to switch. Read once as the page opens, so the link's own
 * login, once chosen, never asks again. With `askAtOnce` false the page asks only when it has
 * learnt that the link is for another account. A stored session is checked with
 * `consumer/isRegistered` (spec part 1 §7): one that ended elsewhere (signed out on another
 * device, erased) is forgotten and the link goes on as for a visitor, with nothing to choose.
 */
export function useLinkAccountChoice({ askAtOnce = true }: { askAtOnce?: boolean } = {}): LinkAccountChoice {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(getSession);
  const [asking, setAsking] = useState(askAtOnce && current !== null);
  const switchAccount = useCallback(() => setAsking(false), []);
  const ask = useCallback(() => setAsking(true), []);
  const sessionKey = current?.key ?? null;
  useEffect(() => {
    if (sessionKey === null) return;
    let mounted = true;
    call(authCalls.isRegistered, {}).then(
      ({ is_registered }) => {
        if (!mounted || is_registered || getSession()?.key !== sessionKey) return;
        clearSession();
        setCurrent(null);
        setAsking(false);
      },
      // Not knowing is no reason to drop the session: the choice is asked as before.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [sessionKey]);
  return {
    signedIn: current !== null,
    asking,
    name: current?.consumer?.name || current?.consumer?.email || t('account.myAccount'),
    switch: switchAccount,
    ask,
  };
}
