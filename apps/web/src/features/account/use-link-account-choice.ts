import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../app/session-store';

/**
 * Whether a link that logs in must first ask the viewer: a viewer signed in when the link opens
 * keeps that session unless choosing to switch. Read once as the page opens, so the link's own
 * login, once chosen, never asks again.
 */
export function useLinkAccountChoice(): { asking: boolean; name: string; switch: () => void } {
  const { t } = useTranslation();
  const [current] = useState(getSession);
  const [asking, setAsking] = useState(current !== null);
  return {
    asking,
    name: current?.consumer?.name || current?.consumer?.email || t('account.myAccount'),
    switch: () => setAsking(false),
  };
}
