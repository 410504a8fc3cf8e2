import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AuthorizationHeader,
  HEADER_MAX_SKEW_SECONDS,
  unixSecondsOf,
} from '@screener/contracts/auth-header';
import type { ErrorName } from '@screener/contracts/errors';
import { isSessionLive, type SessionLifetime, type SessionRow } from './sessions.ts';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The contracts' `signRequest` (sha256 of key, secret and timestamp, in hex) with Node's own hash:
 * the contracts' portable one, which the browser needs, costs about four times as much on every
 * signed call (request-signature.test.ts holds the two equal).
 */
export function requestHash(key: string, secret: string, timestamp: string): string {
  return createHash('sha256')
    .update(key + secret + timestamp)
    .digest('hex');
}

/**
 * Why a signed header does not open its session, or null when it does. The checks run in the
 * order the client can act on: no token (551), unknown, ended or expired session (556), wrong hash or a
 * timestamp outside the window (552), a session of another company (552).
 */
export function signatureProblem(
  header: AuthorizationHeader | null,
  session: SessionRow | null,
  companyId: number,
  now: Date,
  lifetime: SessionLifetime,
): ErrorName | null {
  if (!header?.key || !header.hash) return 'TOKEN_MISSING';
  if (!session || !isSessionLive(session, now, lifetime)) return 'SESSION_EXPIRED';
  if (!sameText(requestHash(session.key, session.secret, header.timestamp), header.hash))
    return 'TOKEN_MISMATCH';
  const skew = Math.abs(now.getTime() / 1000 - unixSecondsOf(header.timestamp));
  if (skew > HEADER_MAX_SKEW_SECONDS) return 'TOKEN_MISMATCH';
  if (session.companyId !== companyId) return 'TOKEN_MISMATCH';
  return null;
}
