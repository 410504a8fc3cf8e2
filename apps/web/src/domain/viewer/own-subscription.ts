import { coversEvent } from '@screener/contracts/subscription';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../company/current-company-context';

/** Plans read the same for everyone; the viewer's subscription is keyed by the session. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: (companyId: number) => [...subscriptionKeys.all, companyId, 'plans'] as const,
  own: (companyId: number, sessionKey: string) =>
    [...subscriptionKeys.all, companyId, 'own', sessionKey] as const,
};

/**
 * `subscription/get`: the viewer's subscription with its card and invoices; disabled when signed
 * out. Event buttons on the home ask it, so its contract loads with the first signed-in ask rather
 * than with the home's JavaScript.
 */
export function useOwnSubscription() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: subscriptionKeys.own(company.id, sessionKey),
    queryFn: async ({ signal }) => {
      const subscriptionsCalls = await import('@screener/contracts/calls/subscriptions');
      return call(subscriptionsCalls.get, { company_id: company.id }, { signal });
    },
    enabled: sessionKey !== '',
  });
}

/** Whether the viewer holds a subscription giving a subscriber's rights now; false while unknown. */
export function useIsSubscribed(): boolean {
  const status = useOwnSubscription().data?.subscription?.status;
  return status === 'active' || status === 'trialing';
}

/**
 * Whether the viewer's subscription opens an event now (all events, or its plan's list); false
 * while unknown, signed out or without a subscription giving a subscriber's rights.
 */
export function useSubscriptionCovers(): (screenerId: number) => boolean {
  const covers = useOwnSubscription().data?.localSubscription?.covers;
  return (screenerId) => coversEvent(covers, screenerId);
}
