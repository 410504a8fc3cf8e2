import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a stream token proves: the consumer `c`, signed in with session `k`, may fetch the media of
 * screener `s` until `x` (token expiry, ms) and never past `w` (the watch window end, ms; 0: no
 * window end), while that session lives. `p: 1` marks an administrator's preview, so that its
 * renewal checks the preview rule again, not the viewer's.
 */
export type StreamClaims = { c: number; k: number; s: number; w: number; x: number; p?: 1 };

/** The secret from config, else one generated once and kept in the data folder (mode 600). */
export function loadMediaSecret(config: {
  MEDIA_COOKIE_SECRET?: string;
  MEDIA_COOKIE_SECRET_FILE: string;
}): Buffer {
  if (config.MEDIA_COOKIE_SECRET) return Buffer.from(config.MEDIA_COOKIE_SECRET);
  try {
    const stored = readFileSync(config.MEDIA_COOKIE_SECRET_FILE, 'utf8').trim();
    if (stored.length >= 64) return Buffer.from(stored);
  } catch {
    // Not written yet: make one below.
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(config.MEDIA_COOKIE_SECRET_FILE), { recursive: true });
  writeFileSync(config.MEDIA_COOKIE_SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  chmodSync(config.MEDIA_COOKIE_SECRET_FILE, 0o600);
  return Buffer.from(secret);
}

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<base64url JSON>.<base64url HMAC-SHA256>`: safe in a cookie and in a URL path segment. */
export function signStreamToken(secret: Buffer, claims: StreamClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of an authentic token, else null; the caller checks screener and times. */
export function verifyStreamToken(secret: Buffer, token: string): StreamClaims | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 512) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<StreamClaims>;
    const { c, k, s, w, x } = claims;
    if (![c, k, s, w, x].every((value) => typeof value === 'number' && Number.isSafeInteger(value)))
      return null;
    if (claims.p !== undefined && claims.p !== 1) return null;
    return claims as StreamClaims;
  } catch {
    return null;
  }
}
