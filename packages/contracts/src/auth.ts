import { z } from 'zod';
import {
  normalizePhone,
  PHONE_CHARACTERS,
  ZChangePasswordForm,
  zCodeOrLinkSecret,
  zEmail,
  zId,
  zLoginPassword,
} from './validation.ts';
import { ZGroupPurchase, ZViewerScreening } from './viewer.ts';

/** The calls of spec part 1 §7 that sign a viewer in, and the session they open (part 1 §3). */

export const SESSION_MODE = 'consumer';

/** How a session was opened by a link (spec part 1 §9): 10 logged in with a link, 20 preview mode. */
export const ACCESS_LINK_TYPE = { link: 10, preview: 20 } as const;
export const ZAccessLinkType = z.union([
  z.literal(ACCESS_LINK_TYPE.link),
  z.literal(ACCESS_LINK_TYPE.preview),
]);
export type AccessLinkType = z.infer<typeof ZAccessLinkType>;

/** The modes an access link opens in (spec part 2 §4.3). */
export const ACCESS_LINK_MODES = ['simulation', 'anonymous', 'consumer'] as const;
export const ZAccessLinkMode = z.enum(ACCESS_LINK_MODES);
export type AccessLinkMode = z.infer<typeof ZAccessLinkMode>;

/** A code's lifetime and the wrong tries it survives. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export const ZConsumerProfile = z.object({
  id: zId,
  uuid: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  is_password_skipped: z.boolean(),
  has_password: z.boolean(),
});
export type ConsumerProfile = z.infer<typeof ZConsumerProfile>;

export const ZSessionAccessLink = z.object({
  type: ZAccessLinkType,
  screener_id: zId.nullable(),
});
export type SessionAccessLink = z.infer<typeof ZSessionAccessLink>;

/** Every call that signs in answers with this (spec part 1 §7 "login-type response"). */
export const ZLoginResponse = z.object({
  key: z.string(),
  secret: z.string(),
  session_mode: z.literal(SESSION_MODE),
  consumer: ZConsumerProfile,
  screenings: z.array(ZViewerScreening),
  group_purchases: z.array(ZGroupPurchase),
  access_link: ZSessionAccessLink.nullable(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** A code on its way: the key the client sends back with the code, and where it went. */
export const ZPendingCode = z.object({ key: z.string(), channel: z.enum(['email', 'phone']) });
export type PendingCode = z.infer<typeof ZPendingCode>;

/** A path on this site to return to after login; never another origin. */
export const zRedirectTarget = z
  .string()
  .max(2000)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'), {
    error: 'invalid redirect',
  });

export const zCompanyId = zId.optional();

export const ZCheckEmailRequest = z.object({
  /**
   * The phone the login form holds (spec part 1 §7 "phone, email, company_id, redirectTo"), empty
   * or null when none. The code still goes by email, the account's name; the phone is only given
   * back, so a check never tells or changes an account's phone.
   */
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(PHONE_CHARACTERS)
    .nullish()
    .transform((value) => (value ? normalizePhone(value) : null)),
  email: zEmail,
  company_id: zCompanyId,
  redirectTo: zRedirectTarget.optional(),
});
/**
 * `shouldVerify` is all the answer tells about the address: true sends a code (an unknown address
 * and one without a password look the same), false asks for the password. `phone` is the request's
 * own, never the account's.
 */
export const ZCheckEmailResponse = z.object({
  shouldVerify: z.boolean(),
  is_email_verified: z.boolean(),
  phone: z.string().nullable(),
  otp: ZPendingCode.nullable(),
});
export type CheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

export const ZLoginRequest = z.object({ email: zEmail, password: zLoginPassword, company_id: zCompanyId });

export const ZRegistrationResponse = z.object({ otp: ZPendingCode });

export const ZGetCustomerRequest = z.object({});
export const ZConsumerResponse = z.object({ consumer: ZConsumerProfile });

export const ZIsRegisteredRequest = z.object({});
/** True when the request carries a live session of this site (never a lookup of an address). */
export const ZIsRegisteredResponse = z.object({ is_registered: z.boolean() });

export const ZVerifyOtpRequest = z.object({
  /** The typed code, or the secret of the mailed link (`/verify/{key}/{otp}`). */
  otp: zCodeOrLinkSecret,
  key: z.string().min(1).max(128),
  company_id: zCompanyId,
});
export const ZVerifyOtpResponse = ZLoginResponse.extend({ has_password: z.boolean() });
export type VerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;

export const ZResendVerificationResponse = z.object({ otp: ZPendingCode });

export const ZLoginWithAccessLinkRequest = z.object({
  link_id: z.string().min(1).max(128),
  /** Our addition, optional (the text sends link_id, name, email): the link names its own event. */
  screener_id: zId.optional(),
  name: z.string().trim().max(250).optional(),
  email: zEmail.optional(),
  /** `sp=1`: an anonymous link signs in without the details form. */
  skip_form: z.boolean().optional(),
  /**
   * Our addition: apply the link to the signed-in viewer's own account and keep its session, or
   * refuse (LINK_FOR_ANOTHER_ACCOUNT) when the link is for someone else; nothing is used up then.
   */
  keep_session: z.boolean().optional(),
});

export const ZLoginWithAutoRegisterLinkRequest = z.object({
  token: z.string().min(1).max(128),
  /** Our addition, as for access links: only for the signed-in account, whose session stays. */
  keep_session: z.boolean().optional(),
});
export const ZLoginWithAutoRegisterLinkResponse = ZLoginResponse.extend({ screener_id: zId });

export const ZLoginWithFirebaseRequest = z.object({
  provider: z.literal('google'),
  accessToken: z.string().min(1).max(8192),
  company_id: zCompanyId,
});

/** A host name with an optional port, as in a URL's host. */
const zHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, { error: 'invalid host' })
  .max(253);

/**
 * The external app: the text sends its origin plus path (spec part 2 §7.2 "oauth_host (origin plus
 * path)"); a bare host is taken too. The app is known by its host (with the port, when one is given).
 */
const zAppHost = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => /^https?:\/\/([^/?#\s@]+)/i.exec(value)?.[1] ?? value)
  .pipe(zHost);

/**
 * App login (spec part 2 §2.5, §7.2): a one-time code for the external host, once the viewer
 * approved it. `hostname` is taken as the text sends it; the host is read from `oauth_host`.
 */
export const ZAppLoginRequest = z.object({
  oauth_host: zAppHost,
  hostname: zHost.optional(),
  company_id: zCompanyId,
});
export const ZAppLoginResponse = z.object({
  token: z.string().nullable(),
  approval_required: z.boolean(),
  oauth_host: z.string(),
});
/** The approve-app-domain action names the app by `hostname` (spec part 2 §7.2) or, as our site does, `oauth_host`. */
export const ZApproveAppDomainRequest = z
  .object({ oauth_host: zAppHost.optional(), hostname: zHost.optional() })
  .refine((body) => body.oauth_host !== undefined || body.hostname !== undefined, {
    path: ['hostname'],
    error: 'Field is required',
  });
/** The external host trades the code once, server to server, for who signed in. */
export const ZRedeemAppLoginRequest = z.object({
  client_id: zId,
  code: z.string().min(1).max(128),
});
export const ZRedeemAppLoginResponse = z.object({
  consumer: z.object({
    id: zId,
    uuid: z.string(),
    name: z.string().nullable(),
    email: z.string(),
  }),
});

export const ZChangePasswordRequest = ZChangePasswordForm;
export const ZSkipPasswordRequest = z.object({});

export const ZLogoutRequest = z.object({});
export const ZLogoutResponse = z.object({ logged_out: z.literal(true) });
