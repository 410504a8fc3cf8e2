import { createHash, randomBytes } from 'node:crypto';

/** A claim link's token: 256 random bits, and the SHA-256 the database keeps instead of it. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashClaimToken(token) };
}

export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
