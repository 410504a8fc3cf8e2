import { type CountryCode, isPossiblePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { normalizePhone, PHONE_CHARACTERS, validationMessage, zRequiredString } from './validation.ts';

/**
 * The one phone rule of client and server, on libphonenumber-js with its default `min` metadata
 * (the web's phone field parses with the same). An international number (+ and country code) must
 * have a length its country uses, a national one a length of `country` when given; a national
 * number without a country cannot be placed, so only its length (7 to 15 digits) is checked. The
 * length, not the number ranges: ranges change as countries assign them, and a number refused
 * because its range is new would lock a viewer out.
 */
export function isValidPhone(value: string, country?: CountryCode): boolean {
  const phone = normalizePhone(value);
  if (phone.startsWith('+') || country) return isPossiblePhoneNumber(phone, country);
  return /^[0-9]{7,15}$/.test(phone);
}

const PHONE = validationMessage('validation.phone');
const DIGITS = validationMessage('validation.digits_only');

export const zPhone = zRequiredString
  .regex(PHONE_CHARACTERS, { error: DIGITS, abort: true })
  .refine((value) => isValidPhone(value), { error: PHONE })
  .transform(normalizePhone);

/** An optional phone field: empty or null becomes null, anything else must be a valid phone. */
export const zNullablePhone = z
  .string({ error: PHONE })
  .trim()
  .nullable()
  .refine((value) => !value || PHONE_CHARACTERS.test(value), { error: DIGITS, abort: true })
  .refine((value) => !value || isValidPhone(value), { error: PHONE })
  .transform((value) => (value ? normalizePhone(value) : null));
