import * as waitlistCalls from '@screener/contracts/calls/waitlist';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { screenerKeys } from '../../domain/event/api';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  state: (screenerId: number, sessionKey: string | null) =>
    [...waitlistKeys.all, screenerId, sessionKey] as const,
};

/** Whether the event is sold out for the signed-in viewer, and their place in its line. */
export function useWaitlist(screenerId: number, options: { enabled: boolean }) {
  const sessionKey = useSession()?.key ?? null;
  return useQuery({
    queryKey: waitlistKeys.state(screenerId, sessionKey),
    queryFn:
      sessionKey && options.enabled
        ? ({ signal }) => call(waitlistCalls.getWaitlist, { screener_id: screenerId }, { signal })
        : skipToken,
  });
}

/** Join or leave: the answer is the new state; the event's own answer (places) is read again. */
export function useWaitlistChange(screenerId: number) {
  const queryClient = useQueryClient();
  const sessionKey = useSession()?.key ?? null;
  return useMutation({
    mutationFn: (change: 'join' | 'leave') =>
      change === 'join'
        ? call(waitlistCalls.joinWaitlist, { screener_id: screenerId })
        : call(waitlistCalls.leaveWaitlist, { screener_id: screenerId }),
    onSuccess: (state) => {
      queryClient.setQueryData(waitlistKeys.state(screenerId, sessionKey), state);
      void queryClient.invalidateQueries({ queryKey: screenerKeys.all });
    },
  });
}

export function useClaimOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(waitlistCalls.claimWaitlistOffer, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
