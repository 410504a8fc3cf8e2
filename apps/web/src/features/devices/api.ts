import * as devicesCalls from '@screener/contracts/calls/devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** Keys carry the session key, so another viewer signing in on this browser never sees these answers. */
export const deviceKeys = {
  all: ['devices'] as const,
  list: (companyId: number, sessionKey: string) => [...deviceKeys.all, companyId, sessionKey] as const,
};

/** The viewer's paired TVs. */
export function usePairedDevices() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: deviceKeys.list(company.id, sessionKey),
    queryFn: ({ signal }) => call(devicesCalls.list, {}, { signal }).then((response) => response.devices),
    enabled: sessionKey !== '',
  });
}

/** `verify_short_code` (spec part 2 §7.2): pairs the TV showing the code. */
export function useVerifyShortCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortCode: string) => call(devicesCalls.verifyShortCode, { short_code: shortCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** Turns away the TV showing the code (the phone's verification page). */
export function useDenyShortCode() {
  return useMutation({
    mutationFn: (shortCode: string) => call(devicesCalls.deny, { short_code: shortCode }),
  });
}

/** Removes a paired TV: it is signed out at once. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) => call(devicesCalls.remove, { device_id: deviceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
