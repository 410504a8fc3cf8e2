import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { APP_VERSION, BUILD_MODE } from './api.ts';
import { LANGUAGES } from './language.ts';

/**
 * The JSON carried in the Authorization header (spec part 1 §7). A guest sends empty key and hash;
 * the server still reads language, version and screener_id from it.
 */
export const ZAuthorizationHeader = z.object({
  key: z.string().max(128).default(''),
  timestamp: z.string().regex(/^1\d{9,11}$/, 'timestamp must be 1 followed by Unix seconds'),
  hash: z.string().max(128).default(''),
  version: z.string().max(40),
  build_mode: z.string().max(40),
  language: z.enum(LANGUAGES).catch('en'),
  screener_id: z.union([z.number().int(), z.string(), z.null()]).optional(),
});
export type AuthorizationHeader = z.infer<typeof ZAuthorizationHeader>;

/** The header timestamp is the string '1' followed by Unix seconds; the hash covers that string. */
export function headerTimestamp(nowMs: number): string {
  return `1${Math.floor(nowMs / 1000)}`;
}

export function unixSecondsOf(timestamp: string): number {
  return Number(timestamp.slice(1));
}

export function signRequest(key: string, secret: string, timestamp: string): string {
  return bytesToHex(sha256(utf8ToBytes(key + secret + timestamp)));
}

/** The server refuses a header timestamp further than this from its own clock. */
export const HEADER_MAX_SKEW_SECONDS = 5 * 60;

/**
 * A paired TV's Bearer token (RFC 6750): its session's key and signing secret joined by a dot, so
 * the server holds nothing more than the session (docs/decisions/0011-tv-pairing-by-device-grant.md).
 */
export function tvBearerToken(key: string, secret: string): string {
  return `${key}.${secret}`;
}

const BEARER = /^Bearer +([0-9a-f]{1,128})\.([0-9a-f]{1,128})$/;

/**
 * The signed header an Authorization value carries, or null. A Bearer token (a TV's) is read as the
 * header its session would sign at `nowMs`, so every check of the signed header (the session live,
 * of this company, not ended by removing the TV) applies to it unchanged; it carries no event id.
 */
export function readAuthorization(
  raw: unknown,
  nowMs: number,
  language: (typeof LANGUAGES)[number] = 'en',
): AuthorizationHeader | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const bearer = BEARER.exec(raw.trim());
  if (bearer) {
    const [, key = '', secret = ''] = bearer;
    const timestamp = headerTimestamp(nowMs);
    return {
      key,
      timestamp,
      hash: signRequest(key, secret, timestamp),
      version: APP_VERSION,
      build_mode: BUILD_MODE,
      language,
      screener_id: null,
    };
  }
  try {
    const parsed = ZAuthorizationHeader.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
