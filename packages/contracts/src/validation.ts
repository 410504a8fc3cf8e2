import { z } from 'zod';

/**
 * The shared validation messages (spec part 1 §5, part 2 §5), keyed for translation. Schemas
 * carry the English text with its `{length}` already filled in (that is what the server returns);
 * the web turns such a text back into key and parameters with `matchValidationMessage` and
 * translates it.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': 'Field is required',
  'validation.min_length': 'Minimum length of {length} characters is required',
  'validation.max_length': 'It can not be longer than {length}',
  'validation.email': 'invalid email',
  'validation.digits_only': 'Field should contain only numbers',
  'validation.english_characters': 'Only alphanumeric and special characters are allowed',
  'validation.alpha_numeric': 'Only alphanumeric characters are allowed',
  'validation.phone': 'Phone number is invalid. Please provide a valid phone number',
  'validation.passwords_mismatch': 'the entered passwords do not match',
  'validation.israel_only': 'This service acts in Israel only',
  'validation.invalid_id': 'Not a valid identifier',
  'validation.invalid_character': 'Contains a character that is not allowed',
  'validation.max_seats': 'You can select up to {max_seats} seats in one order',
  'validation.unknown_seat': 'This seat is not on sale',
  'validation.invalid_rating': 'A rating is a whole number of stars from 1 to 5',
  'validation.window_order': 'Voting must close after it opens',
  'validation.language_not_offered': 'The site does not offer this language besides its default',
} as const;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type ValidationParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A set of English messages with `{name}` placeholders, keyed for translation: `message` fills a
 * message in (what schemas and the server send), `match` reads the key and parameters back out
 * of such a text, or null for a text that is not one of the set.
 */
export function messageCatalogue<Key extends string>(messages: Readonly<Record<Key, string>>) {
  const matchers = (Object.keys(messages) as Key[]).map((key) => {
    const names: string[] = [];
    const pattern = messages[key]
      .split(PLACEHOLDER)
      .map((piece, index) => {
        // split() with a capture group alternates literal text and placeholder names.
        if (index % 2 === 0) return escapeRegExp(piece);
        names.push(piece);
        return '(.+?)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${pattern}$`) };
  });
  return {
    message: (key: Key, params: ValidationParams = {}): string =>
      messages[key].replace(PLACEHOLDER, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      ),
    match: (text: string): { key: Key; params: ValidationParams } | null => {
      for (const { key, names, regex } of matchers) {
        const found = regex.exec(text);
        if (!found) continue;
        const params: ValidationParams = {};
        names.forEach((name, index) => {
          const value = found[index + 1] ?? '';
          params[name] = /^\d+$/.test(value) ? Number(value) : value;
        });
        return { key, params };
      }
      return null;
    },
  };
}

const SHARED_MESSAGES = messageCatalogue(VALIDATION_MESSAGES);

export function validationMessage(key: ValidationMessageKey, params: ValidationParams = {}): string {
  return SHARED_MESSAGES.message(key, params);
}

/** The key and parameters behind an English message, or null for a text that is not one of ours. */
export function matchValidationMessage(
  text: string,
): { key: ValidationMessageKey; params: ValidationParams } | null {
  return SHARED_MESSAGES.match(text);
}

const REQUIRED = validationMessage('validation.required');
const minLength = (length: number) => validationMessage('validation.min_length', { length });
const maxLength = (length: number) => validationMessage('validation.max_length', { length });

/** Letters, digits, space and _ @ . / # & + - (spec part 1 §5). */
export const ENGLISH_CHARACTERS = /^[A-Za-z0-9 _@./#&+-]*$/;
export const ALPHANUMERIC_CHARACTERS = /^[A-Za-z0-9]*$/;
export const DIGITS_ONLY = /^[0-9]*$/;
/** What a person may type into a phone field: digits, one leading +, spaces, dots, dashes, brackets. */
export const PHONE_CHARACTERS = /^\+?[0-9\s().-]*$/;

/** Required means present and not blank; later checks are skipped so an empty field shows one message. */
export const zRequiredString = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

/**
 * The spec's exact-length rule tests equality while its message speaks of a minimum; here a short
 * value gets the minimum message and a long one the maximum message, so both are true.
 */
function exactLength(schema: z.ZodString, length: number): z.ZodString {
  return schema.min(length, { error: minLength(length) }).max(length, { error: maxLength(length) });
}

export const zEmail = zRequiredString
  .regex(z.regexes.email, { error: validationMessage('validation.email') })
  .max(254, { error: maxLength(254) });

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 250;
export const zName = zRequiredString
  .min(NAME_MIN_LENGTH, { error: minLength(NAME_MIN_LENGTH) })
  .max(NAME_MAX_LENGTH, { error: maxLength(NAME_MAX_LENGTH) });

export const PASSWORD_MIN_LENGTH = 6;
/** Passwords are never trimmed: a space is a character like any other. */
const zPassword = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: minLength(PASSWORD_MIN_LENGTH) })
  .max(NAME_MAX_LENGTH, { error: maxLength(NAME_MAX_LENGTH) });
export const zLoginPassword = zPassword;
export const zNewPassword = zPassword.regex(ENGLISH_CHARACTERS, {
  error: validationMessage('validation.english_characters'),
});

export const zDigits = zRequiredString.regex(DIGITS_ONLY, {
  error: validationMessage('validation.digits_only'),
  abort: true,
});
export const zAlphanumeric = zRequiredString.regex(ALPHANUMERIC_CHARACTERS, {
  error: validationMessage('validation.alpha_numeric'),
  abort: true,
});

/**
 * A postal code (spec part 2 §5, "a required zip code (alphanumeric)"): letters and digits, in
 * groups as people write them ("G1 1AA", "12345-6789"). What a person types is normalised first
 * (ends trimmed, runs of spaces made one, spaces around a dash dropped), on the client and the
 * server alike, so a typed space never fails the check.
 */
export const POSTAL_CODE_MAX_LENGTH = 20;
const POSTAL_CODE = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
export function normalisePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').replace(/ ?- ?/g, '-');
}
const postalCodeChecks = (schema: z.ZodString): z.ZodString =>
  schema
    .overwrite(normalisePostalCode)
    .max(POSTAL_CODE_MAX_LENGTH, { error: maxLength(POSTAL_CODE_MAX_LENGTH), abort: true })
    .regex(POSTAL_CODE, { error: validationMessage('validation.alpha_numeric') });
/** The card holder's postal code, required. */
export const zPostalCode = postalCodeChecks(zRequiredString);
/** A payment call's postal code: absent when nothing is paid (a free or 100% coupon participate). */
export const zOptionalPostalCode = postalCodeChecks(z.string()).nullish();

export const VERIFICATION_CODE_LENGTH = 4;
export const zVerificationCode = exactLength(zDigits, VERIFICATION_CODE_LENGTH);

/**
 * The secret of a mailed sign-in link: 128 random bits in base64url, so no count of guesses is
 * needed to keep it safe, and it stays usable once the account's typed codes are closed.
 */
export const SIGN_IN_LINK_SECRET_LENGTH = 22;
export const zSignInLinkSecret = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
/**
 * What a code's link or form may carry: the link's secret when it has the secret's length, else a
 * typed code with the code's own messages (a union would answer with the secret's pattern).
 */
export const zCodeOrLinkSecret = z.string().pipe(
  z.custom<string>().superRefine((value, context) => {
    if (value.length === SIGN_IN_LINK_SECRET_LENGTH && zSignInLinkSecret.safeParse(value).success) return;
    for (const issue of zVerificationCode.safeParse(value).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  }),
);

export const COUPON_CODE_LENGTH = 6;
export const zCouponCode = exactLength(zAlphanumeric, COUPON_CODE_LENGTH);

/** The add-device code a TV shows: any 6 characters, compared upper-cased. */
export const SHORT_CODE_LENGTH = 6;
export const zShortCode = exactLength(zRequiredString, SHORT_CODE_LENGTH).toUpperCase();

/** Drops the separators people type, keeping digits and a leading +. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

const PHONE = validationMessage('validation.phone');
const DIGITS = validationMessage('validation.digits_only');

/**
 * The Israeli provider takes Israeli numbers only: 0 + 8-9 digits, or +972 + 8-9 digits. A format
 * check of its own, kept here because purchases (read by every page) carry it; other phones follow
 * the one rule of `phone.ts`.
 */
export const zIsraeliPhone = zRequiredString
  .regex(PHONE_CHARACTERS, { error: DIGITS, abort: true })
  .refine((value) => /^(?:0|\+972)/.test(normalizePhone(value)), {
    error: validationMessage('validation.israel_only'),
    abort: true,
  })
  .refine((value) => /^(?:0|\+972)[1-9][0-9]{7,8}$/.test(normalizePhone(value)), { error: PHONE })
  .transform(normalizePhone);

/** The spec's message says "greater than 5" while the check is at least 5; the check is kept. */
export const zChatName = zRequiredString.min(5, { error: minLength(5) }).max(30, { error: maxLength(30) });
export const zChatBio = zRequiredString.min(10, { error: minLength(10) }).max(300, { error: maxLength(300) });

export const ZChangePasswordForm = z
  .object({ password: zNewPassword, password_confirmation: zNewPassword })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    error: validationMessage('validation.passwords_mismatch'),
  });
export type ChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** Server-side caps keep a support message storable; the spec sets only "required". */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
export const ZSupportRequestForm = z.object({
  name: zRequiredString.max(NAME_MAX_LENGTH, { error: maxLength(NAME_MAX_LENGTH) }),
  email: zEmail,
  message: zRequiredString.max(SUPPORT_MESSAGE_MAX_LENGTH, { error: maxLength(SUPPORT_MESSAGE_MAX_LENGTH) }),
});
export type SupportRequestForm = z.infer<typeof ZSupportRequestForm>;

export const ZNewsletterForm = z.object({ email: zEmail });
export type NewsletterForm = z.infer<typeof ZNewsletterForm>;

/** An access link may ask for a name; left empty it is absent, filled in it must be 3 to 250. */
export const ZAccessLinkDetailsForm = z.object({
  name: z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= NAME_MIN_LENGTH, { error: minLength(NAME_MIN_LENGTH) })
    .max(NAME_MAX_LENGTH, { error: maxLength(NAME_MAX_LENGTH) })
    .optional()
    .transform((value) => value || undefined),
  email: zEmail,
});
export type AccessLinkDetailsForm = z.infer<typeof ZAccessLinkDetailsForm>;

/** The largest id a row can have: ids are 32-bit serials in the database. */
export const MAX_ID = 2_147_483_647;

/** An id sent by a client: a whole number a row can have, so a query never sees one it cannot hold. */
export const zId = z
  .number()
  .int({ error: validationMessage('validation.invalid_id') })
  .min(1, { error: validationMessage('validation.invalid_id') })
  .max(MAX_ID, { error: validationMessage('validation.invalid_id') });

/** An id some calls accept as a number or as its digits (pricing ids come from a URL). */
export const zCoercedId = z.coerce.number().pipe(zId);

/** An id in a path (`/trailers/:id/...`), or null when the segment is not one. */
export function parseIdParam(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** An id in a path, for a call's schema of its path parameters: its digits, read as the number. */
export const zPathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_ID));

/** The path (`a.b.0`) of the first string in a value that holds a NUL character, or null. */
export function nulCharacterPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(key, [...path, key]) ?? nulCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
