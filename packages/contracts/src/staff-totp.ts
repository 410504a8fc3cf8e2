import { z } from 'zod';
import { validationMessage, zDigits } from './validation.ts';

/**
 * Two-step sign-in for the back-office: a code from an authenticator app (TOTP, RFC 6238) after
 * the password or the mailed code. An owner can require it of the company's staff.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How long the first factor's pass waits for the second step, once. */
export const SECOND_FACTOR_TTL_MINUTES = 10;

export const zTotpCode = zDigits
  .min(TOTP_DIGITS, { error: validationMessage('validation.min_length', { length: TOTP_DIGITS }) })
  .max(TOTP_DIGITS, { error: validationMessage('validation.max_length', { length: TOTP_DIGITS }) });
const zSecondFactorToken = z.string().min(1).max(128);

/**
 * What a sign-in answers instead of a session when a second step is due: `totp` asks for the
 * app's code; `enrol` means the company requires two-step sign-in and the member must set up an
 * app first (with `admin/staff/login/totpSetup`), then send its code.
 */
export const ZStaffSecondFactor = z.object({
  token: z.string(),
  method: z.enum(['totp', 'enrol']),
});
export type StaffSecondFactor = z.infer<typeof ZStaffSecondFactor>;

/** A new authenticator secret: the otpauth:// link the QR code carries and the secret for typing. */
export const ZTotpSetupResponse = z.object({ uri: z.string(), secret: z.string() });

export const ZTotpCodeRequest = z.object({ code: zTotpCode });
export const ZStaffTotpLoginRequest = z.object({ token: zSecondFactorToken, code: zTotpCode });
export const ZStaffTotpSetupRequest = z.object({ token: zSecondFactorToken });
export const ZTotpSelfSetupRequest = z.object({});

/** The signed-in member's two-step sign-in, and whether the company requires it. */
export const ZTotpStatusRequest = z.object({});
export const ZTotpStatusResponse = z.object({ enabled: z.boolean(), required: z.boolean() });

/** The company's rule, set by an owner. */
export const ZSignInPolicyRequest = z.object({});
export const ZSignInPolicy = z.object({ totp_required: z.boolean() });
export const ZSignInPolicyResponse = z.object({ policy: ZSignInPolicy });
