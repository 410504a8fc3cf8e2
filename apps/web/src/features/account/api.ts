import type { LoginResponse, ZConsumerResponse } from '@screener/contracts/auth';
import type { CallDeclaration } from '@screener/contracts/call';
import * as authCalls from '@screener/contracts/calls/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
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
    mutationFn: (body: { email: string; redirectTo?: string }) => call(authCalls.checkEmail, body),
  });
}

export function useLoginWithPassword() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => call(authCalls.login, body),
    onSuccess: storeLogin,
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: { key: string; otp: string }) => call(authCalls.verifyOTP, body),
    onSuccess: storeLogin,
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
    }) => call(authCalls.loginWithAccessLink, body),
    onSuccess: storeLogin,
  });
}

/** Google sign-in: the ID token Google Identity Services gave the page. */
export function useLoginWithGoogle() {
  return useMutation({
    mutationFn: (body: { credential: string; company_id: number }) =>
      call(authCalls.loginWithFirebase, {
        provider: 'google',
        accessToken: body.credential,
        company_id: body.company_id,
      }),
    onSuccess: storeLogin,
  });
}

export function useLoginWithAutoRegisterLink() {
  return useMutation({
    mutationFn: (body: { token: string; keep_session?: boolean }) =>
      call(authCalls.loginWithAutoRegisterLink, body),
    onSuccess: storeLogin,
  });
}

/** The signed-in viewer's profile, fresh from the server; the stored copy shows meanwhile. */
export function useCustomer() {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.customer(session?.key ?? ''),
    queryFn: ({ signal }) =>
      call(authCalls.getCustomer, {}, { signal }).then((answer) => {
        updateSession({ consumer: answer.consumer });
        return answer.consumer;
      }),
    enabled: session !== null,
    ...(session?.consumer ? { placeholderData: session.consumer } : {}),
  });
}

/** Profile changes, password changes and the password skip all answer the new profile. */
export function useProfileMutation<B extends z.ZodType>(
  declaration: CallDeclaration<string, B, typeof ZConsumerResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<B>) => call(declaration, body).then((answer) => answer.consumer),
    onSuccess: (consumer) => {
      updateSession({ consumer });
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export const useChangePassword = () => useProfileMutation(authCalls.changePassword);
export const useSkipPassword = () => useProfileMutation(authCalls.skipPassword);

export function useAppLogin() {
  return useMutation({
    mutationFn: ({ oauthHost, approve }: { oauthHost: string; approve: boolean }) =>
      approve
        ? call(authCalls.approveOAuthDomain, { oauth_host: oauthHost })
        : call(authCalls.mewOAuthLogin, { oauth_host: oauthHost }),
    onSuccess: (answer) => {
      if (answer.token) updateSession({ oauth_host: answer.oauth_host });
    },
  });
}

/** Ends the session on the server; the browser forgets it whatever the answer. */
export function logoutOnServer(): Promise<unknown> {
  return call(authCalls.logout, {}).catch(() => null);
}
