import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, for a session cookie, an invitation link or a code's key. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a bearer token: its hash, so the table alone opens nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
