import { z } from 'zod';
import { zCompanyId, zRedirectTarget } from './auth.ts';
import { zNullablePhone, zPhone } from './phone.ts';
import { NAME_MAX_LENGTH, validationMessage, zEmail, zName } from './validation.ts';

/**
 * The calls and the form that carry a phone number, apart from `auth.ts` (which every page reads)
 * so that only the pages asking for a phone load the phone rule's metadata.
 */

export const ZRegistrationRequest = z.object({
  email: zEmail,
  name: zName,
  phone: zNullablePhone.optional(),
  company_id: zCompanyId,
  redirectTo: zRedirectTarget.optional(),
});
/**
 * A new code: by `key` for the code under way (to the phone of the account when `phone` is given
 * and matches it), or by `email` for a fresh login by code.
 */
export const ZResendVerificationRequest = z
  .object({
    key: z.string().min(1).max(128).optional(),
    email: zEmail.optional(),
    phone: zPhone.optional(),
    company_id: zCompanyId,
    redirectTo: zRedirectTarget.optional(),
  })
  .refine((body) => body.key !== undefined || body.email !== undefined, {
    path: ['email'],
    error: 'Field is required',
  });
/** The profile tab's form (spec part 2 §2.8). */
export const ZProfileForm = z.object({
  name: zName,
  city: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, { error: validationMessage('validation.max_length', { length: NAME_MAX_LENGTH }) })
    .optional(),
  phone: zNullablePhone,
});
export type ProfileForm = z.infer<typeof ZProfileForm>;

export const ZUpdateProfileRequest = z.object({
  name: zName,
  city: z.string().trim().max(250).nullable().optional(),
  phone: zNullablePhone,
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
});
