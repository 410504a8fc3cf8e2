import { ZStaffMeResponse } from '@screener/contracts/staff';
import {
  ZSignInPolicyResponse,
  ZTotpSetupResponse,
  ZTotpStatusResponse,
} from '@screener/contracts/staff-totp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { staffKeys, useSignedIn } from './api';

const totpKeys = {
  status: () => [...staffKeys.all, 'totp'] as const,
  policy: () => [...staffKeys.all, 'signInPolicy'] as const,
};

/** The second step of a sign-in: the app's code with the first step's pass opens the session. */
export function useTotpLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { token: string; code: string }) =>
      apiRequest('admin/staff/login/totp', input, ZStaffMeResponse),
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
    queryFn: () => apiRequest('admin/staff/login/totpSetup', { token }, ZTotpSetupResponse),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The signed-in member's own two-step sign-in. */
export function useTotpStatus() {
  return useQuery({
    queryKey: totpKeys.status(),
    queryFn: ({ signal }) => apiRequest('admin/staff/totp/get', {}, ZTotpStatusResponse, { signal }),
  });
}

export function useTotpSetup() {
  return useMutation({
    mutationFn: () => apiRequest('admin/staff/totp/setup', {}, ZTotpSetupResponse),
  });
}

function useTotpChange(path: 'admin/staff/totp/confirm' | 'admin/staff/totp/disable') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => apiRequest(path, input, ZTotpStatusResponse),
    onSuccess: (status) => client.setQueryData(totpKeys.status(), status),
  });
}
export const useTotpConfirm = () => useTotpChange('admin/staff/totp/confirm');
export const useTotpDisable = () => useTotpChange('admin/staff/totp/disable');

/** The company's rule, for owners. */
export function useSignInPolicy() {
  return useQuery({
    queryKey: totpKeys.policy(),
    queryFn: ({ signal }) =>
      apiRequest('admin/staff/signInPolicy/get', {}, ZSignInPolicyResponse, { signal }),
  });
}

export function useSetSignInPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { totp_required: boolean }) =>
      apiRequest('admin/staff/signInPolicy/update', input, ZSignInPolicyResponse),
    onSuccess: (answer) => client.setQueryData(totpKeys.policy(), answer),
  });
}
