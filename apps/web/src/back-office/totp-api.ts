import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { staffKeys, useSignedIn } from './api';
import { useCallQuery } from './query-hooks';

const totpKeys = {
  status: () => [...staffKeys.all, 'totp'] as const,
  policy: () => [...staffKeys.all, 'signInPolicy'] as const,
};

/** The second step of a sign-in: the app's code with the first step's pass opens the session. */
export function useTotpLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { token: string; code: string }) => call(adminStaffCalls.loginTotp, input),
    onSuccess: signedIn,
  });
}

/**
 * A new secret for a member whose company requires an app, before they have a session. Each call
 * replaces the secret, so it is asked once per pass and never again behind the member's back.
 */
export function useLoginTotpSetup(token: string) {
  return useQuery({
    queryKey: [...staffKeys.all, 'totpSetup', token],
    // Not cancelled with the page: a cancelled call may still have made a secret the page never showed.
    queryFn: () => call(adminStaffCalls.loginTotpSetup, { token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The signed-in member's own two-step sign-in. */
export function useTotpStatus() {
  return useCallQuery(totpKeys.status(), adminStaffCalls.totpGet, {});
}

export function useTotpSetup() {
  return useMutation({
    mutationFn: () => call(adminStaffCalls.totpSetup, {}),
  });
}

function useTotpChange(declaration: typeof adminStaffCalls.totpConfirm | typeof adminStaffCalls.totpDisable) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => call(declaration, input),
    onSuccess: (status) => client.setQueryData(totpKeys.status(), status),
  });
}
export const useTotpConfirm = () => useTotpChange(adminStaffCalls.totpConfirm);
export const useTotpDisable = () => useTotpChange(adminStaffCalls.totpDisable);

/** The company's rule, for owners. */
export function useSignInPolicy() {
  return useCallQuery(totpKeys.policy(), adminStaffCalls.signInPolicyGet, {});
}

export function useSetSignInPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { totp_required: boolean }) => call(adminStaffCalls.signInPolicyUpdate, input),
    onSuccess: (answer) => client.setQueryData(totpKeys.policy(), answer),
  });
}
