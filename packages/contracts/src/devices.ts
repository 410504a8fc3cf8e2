import { z } from 'zod';
import { ZApiDateTime } from './dates.ts';
import { SHORT_CODE_LENGTH, zId, zShortCode } from './validation.ts';

/*
 * TV app pairing (spec part 2 §2.8, §7.2 `verify_short_code`). The TV follows the OAuth 2.0 Device
 * Authorization Grant (RFC 8628); the viewer confirms the TV's code with `verify_short_code`.
 */

/** The one public client the device flow accepts. */
export const TV_CLIENT_ID = 'tv';
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** Where the TV asks for a code, polls for its token, and the server describes both (RFC 8414). */
export const DEVICE_FLOW_PATHS = {
  deviceAuthorization: '/oauth/device_authorization',
  token: '/oauth/token',
  metadata: '/.well-known/oauth-authorization-server',
} as const;

/**
 * The user code is the add-device code of spec part 2 §9 (`zShortCode`: 6 characters, compared
 * upper-cased), drawn from letters and digits that cannot be taken for one another (no 0/O,
 * 1/I/L, 2/Z, 5/S, 8/B, U/V).
 */
export const USER_CODE_LENGTH = SHORT_CODE_LENGTH;
export const USER_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** A code lives 10 minutes; the TV polls no faster than every 5 seconds (RFC 8628 §3.2 default). */
export const USER_CODE_TTL_SECONDS = 600;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** What RFC 8628 §3.5 adds to the interval of a client told to slow down. */
export const SLOW_DOWN_STEP_SECONDS = 5;

/** The add-device dialog's field, sent upper-cased (spec part 2 §2.8). */
export const ZVerifyShortCodeRequest = z.object({ short_code: zShortCode });
export type VerifyShortCodeRequest = z.input<typeof ZVerifyShortCodeRequest>;

/** A TV paired to the viewer, as the TV app tab lists it. */
export const ZPairedDevice = z.object({
  id: zId,
  paired_at: ZApiDateTime,
  last_seen_at: ZApiDateTime.nullable(),
});
export type PairedDevice = z.infer<typeof ZPairedDevice>;

export const ZVerifyShortCodeResponse = z.object({ device: ZPairedDevice });
export type VerifyShortCodeResponse = z.infer<typeof ZVerifyShortCodeResponse>;

/** The phone's verification page may turn a TV away instead: its next poll answers `access_denied`. */
export const ZDenyShortCodeRequest = ZVerifyShortCodeRequest;
export const ZDenyShortCodeResponse = z.object({ denied: z.literal(true) });

export const ZListDevicesRequest = z.object({});
export const ZListDevicesResponse = z.object({ devices: z.array(ZPairedDevice) });
export type ListDevicesResponse = z.infer<typeof ZListDevicesResponse>;

export const ZRemoveDeviceRequest = z.object({ device_id: zId });
export const ZRemoveDeviceResponse = z.object({ removed: z.literal(true) });

/** RFC 8628 §3.2: the device authorization response. */
export const ZDeviceAuthorizationResponse = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  /** Seconds between polls; RFC 8628 §3.2 makes it optional, 5 when absent. */
  interval: z.number().int().positive().default(DEVICE_POLL_INTERVAL_SECONDS),
});
export type DeviceAuthorizationResponse = z.infer<typeof ZDeviceAuthorizationResponse>;

/**
 * RFC 6749 §5.1: a Bearer token (RFC 6750), which any device-flow client understands and sends as
 * `Authorization: Bearer <access_token>`; with two added members, the TV session's `key` and
 * signing `secret`, for a client that signs its calls as the site does (the web TV, whose stream
 * cookie and realtime channel take the signed header) (docs/decisions/0011-tv-pairing-by-device-grant.md).
 */
export const ZDeviceTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  key: z.string(),
  secret: z.string(),
});
export type DeviceTokenResponse = z.infer<typeof ZDeviceTokenResponse>;

/** RFC 8628 §3.5 and RFC 6749 §5.2: the token endpoint's refusals. */
export const DEVICE_TOKEN_ERRORS = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
] as const;
export type DeviceTokenError = (typeof DEVICE_TOKEN_ERRORS)[number];
export const ZDeviceTokenError = z.object({
  error: z.enum(DEVICE_TOKEN_ERRORS),
  error_description: z.string().optional(),
  /** Present with `slow_down`: the interval the client must keep from now on. */
  interval: z.number().int().optional(),
});
export type DeviceTokenErrorBody = z.infer<typeof ZDeviceTokenError>;
