import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zPhone } from './phone.ts';
import { ZProfileForm } from './phone-forms.ts';
import {
  matchValidationMessage,
  VALIDATION_MESSAGES,
  validationMessage,
  ZAccessLinkDetailsForm,
  ZChangePasswordForm,
  ZNewsletterForm,
  ZSupportRequestForm,
  zChatBio,
  zChatName,
  zCouponCode,
  zEmail,
  zIsraeliPhone,
  zLoginPassword,
  zName,
  zNewPassword,
  zOptionalPostalCode,
  zPathId,
  zPostalCode,
  zRequiredString,
  zShortCode,
  zVerificationCode,
} from './validation.ts';

/** The messages of a failed parse, or [] when it passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Field path → messages of a failed form parse. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const fields: Record<string, string[]> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      fields[path] = [...(fields[path] ?? []), issue.message];
    }
  }
  return fields;
}

const REQUIRED = 'Field is required';

describe('messages', () => {
  it('carries the spec English texts', () => {
    expect(VALIDATION_MESSAGES['validation.required']).toBe('Field is required');
    expect(validationMessage('validation.min_length', { length: 6 })).toBe(
      'Minimum length of 6 characters is required',
    );
    expect(validationMessage('validation.max_length', { length: 250 })).toBe('It can not be longer than 250');
    expect(validationMessage('validation.min_length')).toBe(
      'Minimum length of {length} characters is required',
    );
  });

  it('turns an English message back into its key and parameters', () => {
    expect(matchValidationMessage('Minimum length of 6 characters is required')).toEqual({
      key: 'validation.min_length',
      params: { length: 6 },
    });
    expect(matchValidationMessage('invalid email')).toEqual({ key: 'validation.email', params: {} });
    expect(matchValidationMessage('Something else')).toBeNull();
  });

  it('round-trips every message', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[]) {
      expect(matchValidationMessage(validationMessage(key, { length: 12 }))?.key).toBe(key);
    }
  });
});

describe('building blocks', () => {
  it('requires a non-blank string with a single message', () => {
    expect(messagesOf(zRequiredString, '')).toEqual([REQUIRED]);
    expect(messagesOf(zRequiredString, '   ')).toEqual([REQUIRED]);
    expect(messagesOf(zRequiredString, undefined)).toEqual([REQUIRED]);
    expect(zRequiredString.parse('  hi ')).toBe('hi');
  });

  it('checks emails', () => {
    expect(zEmail.parse(' viewer@example.com ')).toBe('viewer@example.com');
    expect(messagesOf(zEmail, 'viewer@')).toEqual(['invalid email']);
    expect(messagesOf(zEmail, '')).toEqual([REQUIRED]);
  });

  it('bounds names to 3..250', () => {
    expect(messagesOf(zName, 'Al')).toEqual(['Minimum length of 3 characters is required']);
    expect(messagesOf(zName, 'x'.repeat(251))).toEqual(['It can not be longer than 250']);
    expect(zName.parse('Ada')).toBe('Ada');
  });

  it('needs 6 characters for a login password, without trimming it', () => {
    expect(messagesOf(zLoginPassword, '12345')).toEqual(['Minimum length of 6 characters is required']);
    expect(messagesOf(zLoginPassword, '')).toEqual([REQUIRED]);
    expect(zLoginPassword.parse(' secret ')).toBe(' secret ');
  });

  it('allows only English characters in a new password', () => {
    expect(zNewPassword.parse('Pa ss_@./#&+-1')).toBe('Pa ss_@./#&+-1');
    expect(messagesOf(zNewPassword, 'pässwörd')).toEqual([
      'Only alphanumeric and special characters are allowed',
    ]);
    expect(messagesOf(zNewPassword, 'abc!defg')).toEqual([
      'Only alphanumeric and special characters are allowed',
    ]);
  });

  it('takes a verification code of exactly 4 digits', () => {
    expect(zVerificationCode.parse('0123')).toBe('0123');
    expect(messagesOf(zVerificationCode, '123')).toEqual(['Minimum length of 4 characters is required']);
    expect(messagesOf(zVerificationCode, '12345')).toEqual(['It can not be longer than 4']);
    expect(messagesOf(zVerificationCode, '12a4')).toEqual(['Field should contain only numbers']);
  });

  it('takes a coupon of exactly 6 alphanumerics', () => {
    expect(zCouponCode.parse('SAVE10')).toBe('SAVE10');
    expect(messagesOf(zCouponCode, 'SAVE1')).toEqual(['Minimum length of 6 characters is required']);
    expect(messagesOf(zCouponCode, 'SAVE100')).toEqual(['It can not be longer than 6']);
    expect(messagesOf(zCouponCode, 'SAVE-1')).toEqual(['Only alphanumeric characters are allowed']);
    expect(messagesOf(zCouponCode, 'ÄBCDEF')).toEqual(['Only alphanumeric characters are allowed']);
    expect(messagesOf(zCouponCode, '')).toEqual([REQUIRED]);
  });

  it('takes a postal code with the spaces a person types, normalised before the alphanumeric check', () => {
    expect(zPostalCode.parse('G1 1AA')).toBe('G1 1AA');
    expect(zPostalCode.parse('  SW1A\u00a0 2AA ')).toBe('SW1A 2AA');
    expect(zPostalCode.parse('12345 - 6789')).toBe('12345-6789');
    expect(zPostalCode.parse('10115')).toBe('10115');
    expect(messagesOf(zPostalCode, 'G1 1AA!')).toEqual(['Only alphanumeric characters are allowed']);
    expect(messagesOf(zPostalCode, 'Ä1 1AA')).toEqual(['Only alphanumeric characters are allowed']);
    expect(messagesOf(zPostalCode, '--')).toEqual(['Only alphanumeric characters are allowed']);
    expect(messagesOf(zPostalCode, '1'.repeat(21))).toEqual(['It can not be longer than 20']);
    expect(messagesOf(zPostalCode, '   ')).toEqual([REQUIRED]);
    // A payment call's code is the same rule, and may be absent.
    expect(zOptionalPostalCode.parse(' N1   9GU')).toBe('N1 9GU');
    expect(zOptionalPostalCode.parse(null)).toBeNull();
  });

  it('upper-cases a 6-character short code', () => {
    expect(zShortCode.parse('ab12cd')).toBe('AB12CD');
    expect(zShortCode.parse(' x-y_z1 ')).toBe('X-Y_Z1');
    expect(messagesOf(zShortCode, 'abc')).toEqual(['Minimum length of 6 characters is required']);
    expect(messagesOf(zShortCode, 'abcdefg')).toEqual(['It can not be longer than 6']);
  });

  it('checks and normalises phones', () => {
    expect(zPhone.parse('+44 7911 123-456')).toBe('+447911123456');
    expect(zPhone.parse('(020) 7946 0018')).toBe('02079460018');
    expect(messagesOf(zPhone, '+44 79x1')).toEqual(['Field should contain only numbers']);
    expect(messagesOf(zPhone, '12345')).toEqual([
      'Phone number is invalid. Please provide a valid phone number',
    ]);
    expect(messagesOf(zPhone, '+0123456789')).toEqual([
      'Phone number is invalid. Please provide a valid phone number',
    ]);
    expect(messagesOf(zPhone, '1234567890123456')).toEqual([
      'Phone number is invalid. Please provide a valid phone number',
    ]);
  });

  it('accepts Israeli numbers only for the Israeli provider', () => {
    expect(zIsraeliPhone.parse('050-123-4567')).toBe('0501234567');
    expect(zIsraeliPhone.parse('+972 50 123 4567')).toBe('+972501234567');
    expect(messagesOf(zIsraeliPhone, '+44 7911 123456')).toEqual(['This service acts in Israel only']);
    expect(messagesOf(zIsraeliPhone, '0501')).toEqual([
      'Phone number is invalid. Please provide a valid phone number',
    ]);
    expect(messagesOf(zIsraeliPhone, '')).toEqual([REQUIRED]);
  });

  it('bounds chat name 5..30 and bio 10..300', () => {
    expect(zChatName.parse('Alice')).toBe('Alice');
    expect(messagesOf(zChatName, 'Ali')).toEqual(['Minimum length of 5 characters is required']);
    expect(messagesOf(zChatName, 'x'.repeat(31))).toEqual(['It can not be longer than 30']);
    expect(messagesOf(zChatBio, 'too short')).toEqual(['Minimum length of 10 characters is required']);
    expect(messagesOf(zChatBio, 'x'.repeat(301))).toEqual(['It can not be longer than 300']);
  });
});

describe('forms', () => {
  it('puts mismatched passwords on the confirmation field', () => {
    expect(
      fieldErrors(ZChangePasswordForm, { password: 'secret1', password_confirmation: 'secret2' }),
    ).toEqual({
      password_confirmation: ['the entered passwords do not match'],
    });
    expect(ZChangePasswordForm.parse({ password: 'secret1', password_confirmation: 'secret1' })).toEqual({
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });

  it('reports field rules of the change-password form per field', () => {
    expect(fieldErrors(ZChangePasswordForm, { password: '', password_confirmation: 'abc' })).toEqual({
      password: [REQUIRED],
      password_confirmation: ['Minimum length of 6 characters is required'],
    });
  });

  it('requires every support field', () => {
    expect(fieldErrors(ZSupportRequestForm, { name: '', email: 'nope', message: ' ' })).toEqual({
      name: [REQUIRED],
      email: ['invalid email'],
      message: [REQUIRED],
    });
    expect(ZSupportRequestForm.parse({ name: 'Ada', email: 'a@b.co', message: 'Help' })).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      message: 'Help',
    });
  });

  it('requires a valid newsletter email', () => {
    expect(fieldErrors(ZNewsletterForm, {})).toEqual({ email: [REQUIRED] });
    expect(ZNewsletterForm.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('takes a profile with optional city and nullable phone', () => {
    expect(ZProfileForm.parse({ name: 'Ada', phone: null })).toEqual({ name: 'Ada', phone: null });
    expect(ZProfileForm.parse({ name: 'Ada', city: 'Haifa', phone: '' })).toEqual({
      name: 'Ada',
      city: 'Haifa',
      phone: null,
    });
    expect(ZProfileForm.parse({ name: 'Ada', phone: '+972 50 123 4567' }).phone).toBe('+972501234567');
    expect(fieldErrors(ZProfileForm, { name: 'Al', phone: '123' })).toEqual({
      name: ['Minimum length of 3 characters is required'],
      phone: ['Phone number is invalid. Please provide a valid phone number'],
    });
  });

  it('takes access-link details with an optional name', () => {
    expect(ZAccessLinkDetailsForm.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(ZAccessLinkDetailsForm.parse({ name: '', email: 'a@b.co' }).name).toBeUndefined();
    expect(ZAccessLinkDetailsForm.parse({ name: ' Ada ', email: 'a@b.co' }).name).toBe('Ada');
    expect(fieldErrors(ZAccessLinkDetailsForm, { name: 'Al', email: '' })).toEqual({
      name: ['Minimum length of 3 characters is required'],
      email: [REQUIRED],
    });
  });
});

describe('an id in a path', () => {
  it('reads the digits of an id a row can have, and nothing else', () => {
    expect(zPathId.parse('42')).toBe(42);
    expect(zPathId.parse('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', '042', '-1', '1.5', '2147483648', '99999999999', 'abc', '']) {
      expect(zPathId.safeParse(raw).success, raw).toBe(false);
    }
  });
});
