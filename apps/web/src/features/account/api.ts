import {
  type LoginResponse,
  ZAppLoginResponse,
  ZCheckEmailResponse,
  ZConsumerResponse,
  ZLoginResponse,
  ZLoginWithAutoRegisterLinkResponse,
  ZLogoutResponse,
  ZResendVerificationResponse,
  ZVerifyOtpResponse,
} from '@screener/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { setSession, updateSession, useSession } from '../../api/session-store';

export const accountKeys = {
  all: ['account'] as const,
  customer: (sessionKey: string) => [...accountKeys.all, 'customer', sessionKey] as const,
};

/** Stores what a login answered: from now on every request is signed with this session. */
export function storeLogin(login: LoginResponse): void {
  setSession({
    key: login.key,
    secret: login.secret,
    consumer: login.consumer,
    access_link: login.access_link,
  });
}

export function useCheckEmail() {
  return useMutation({
    mutationFn: (body: { email: string; redirectTo?: string }) =>
      apiRequest('consumer/checkEmail', body, ZCheckEmailResponse),
  });
}

export function useLoginWithPassword() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest('consumer/login', body, ZLoginResponse),
    onSuccess: storeLogin,
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: { key: string; otp: string }) =>
      apiRequest('consumer/verifyOTP', body, ZVerifyOtpResponse),
    onSuccess: storeLogin,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { key?: string; email?: string; phone?: string; redirectTo?: string }) =>
      apiRequest('consumer/resendVerification', body, ZResendVerificationResponse),
  });
}

export function useLoginWithAccessLink() {
  return useMutation({
    mutationFn: (body: {
      link_id: string;
      screener_id: number;
      name?: string;
      email?: string;
      skip_form?: boolean;
      keep_session?: boolean;
    }) => apiRequest('consumer/loginWithAccessLink', body, ZLoginResponse),
    onSuccess: storeLogin,
  });
}

/** Google sign-in: the ID token Google Identity Services gave the page. */
export function useLoginWithGoogle() {
  return useMutation({
    mutationFn: (body: { credential: string; company_id: number }) =>
      apiRequest(
        'consumer/loginWithFirebase',
        { provider: 'google', accessToken: body.credential, company_id: body.company_id },
        ZLoginResponse,
      ),
    onSuccess: storeLogin,
  });
}

export function useLoginWithAutoRegisterLink() {
  return useMutation({
    mutationFn: (body: { token: string; keep_session?: boolean }) =>
      apiRequest('consumer/loginWithAutoRegisterLink', body, ZLoginWithAutoRegisterLinkResponse),
    onSuccess: storeLogin,
  });
}

/** The signed-in viewer's profile, fresh from the server; the stored copy shows meanwhile. */
export function useCustomer() {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.customer(session?.key ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('customer/get', {}, ZConsumerResponse, { signal }).then((answer) => {
        updateSession({ consumer: answer.consumer });
        return answer.consumer;
      }),
    enabled: session !== null,
    ...(session?.consumer ? { placeholderData: session.consumer } : {}),
  });
}

/** Profile changes, password changes and the password skip all answer the new profile. */
function useProfileMutation<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest(path, body, ZConsumerResponse).then((answer) => answer.consumer),
    onSuccess: (consumer) => {
      updateSession({ consumer });
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation<{
    name: string;
    phone: string | null;
    city?: string | null;
    country_code?: string | null;
  }>('consumer/update/profile');
export const useChangePassword = () =>
  useProfileMutation<{ password: string; password_confirmation: string }>('consumer/changePassword');
export const useSkipPassword = () => useProfileMutation<Record<string, never>>('consumer/skipPassword');

export function useAppLogin() {
  return useMutation({
    mutationFn: ({ oauthHost, approve }: { oauthHost: string; approve: boolean }) =>
      apiRequest(
        approve ? 'consumer/approveOAuthDomain' : 'consumer/mewOAuthLogin',
        { oauth_host: oauthHost },
        ZAppLoginResponse,
      ),
    onSuccess: (answer) => {
      if (answer.token) updateSession({ oauth_host: answer.oauth_host });
    },
  });
}

/** Ends the session on the server; the browser forgets it whatever the answer. */
export function logoutOnServer(): Promise<unknown> {
  return apiRequest('consumer/logout', {}, ZLogoutResponse).catch(() => null);
}
