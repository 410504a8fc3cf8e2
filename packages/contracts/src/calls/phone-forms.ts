/**
 * The calls whose forms carry a phone number, apart from the rest of the account's calls: their
 * schemas load the phone-number library, which a client's first screen never needs.
 */
import { ZConsumerResponse, ZRegistrationResponse, ZResendVerificationResponse } from '../auth.ts';
import { defineCall } from '../call.ts';
import { ZRegistrationRequest, ZResendVerificationRequest, ZUpdateProfileRequest } from '../phone-forms.ts';

export const registration = defineCall({
  path: 'customer/registration',
  body: ZRegistrationRequest,
  response: ZRegistrationResponse,
  auth: 'guest',
  tenant: 'host',
});

export const resendVerification = defineCall({
  path: 'consumer/resendVerification',
  body: ZResendVerificationRequest,
  response: ZResendVerificationResponse,
  auth: 'guest',
  tenant: 'host',
});

export const updateProfile = defineCall({
  path: 'consumer/update/profile',
  body: ZUpdateProfileRequest,
  response: ZConsumerResponse,
  auth: 'consumer',
  tenant: 'host',
});
