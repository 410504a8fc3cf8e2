import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../api/session-store';

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
 * learnt that the link is for another account.
 */
export function useLinkAccountChoice({ askAtOnce = true }: { askAtOnce?: boolean } = {}): LinkAccountChoice {
  const { t } = useTranslation();
  const [current] = useState(getSession);
  const [asking, setAsking] = useState(askAtOnce && current !== null);
  const switchAccount = useCallback(() => setAsking(false), []);
  const ask = useCallback(() => setAsking(true), []);
  return {
    signedIn: current !== null,
    asking,
    name: current?.consumer?.name || current?.consumer?.email || t('account.myAccount'),
    switch: switchAccount,
    ask,
  };
}
