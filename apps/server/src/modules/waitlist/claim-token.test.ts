import { zWaitlistToken } from '@screener/contracts/waitlist';
import { describe, expect, it } from 'vitest';
import { hashClaimToken, newClaimToken } from './claim-token.ts';

describe('claim tokens', () => {
  it('carry 256 random bits in the form the claim call accepts, and are kept only as their hash', () => {
    const first = newClaimToken();
    const second = newClaimToken();
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(zWaitlistToken.safeParse(first.token).success).toBe(true);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain(first.token);
    expect(hashClaimToken(first.token)).toBe(first.hash);
  });
});
