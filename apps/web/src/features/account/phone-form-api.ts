import * as phoneFormCalls from '@screener/contracts/calls/phone-forms';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useProfileMutation } from './api';

/**
 * The account's calls whose forms carry a phone number, apart from `api.ts`: their schemas load the
 * phone-number library, so only the screens that ask for a phone import them.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { key?: string; email?: string; phone?: string; redirectTo?: string }) =>
      call(phoneFormCalls.resendVerification, body),
  });
}

/** `customer/registration`: a new account's name, address and phone; the address receives a code. */
export function useRegistration() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; phone?: string | null; redirectTo?: string }) =>
      call(phoneFormCalls.registration, body),
  });
}

export const useUpdateProfile = () => useProfileMutation(phoneFormCalls.updateProfile);
