import { headerTimestamp, signRequest } from '@screener/contracts/auth-header';
import { describe, expect, it } from 'vitest';
import { requestHash, signatureProblem } from './request-signature.ts';
import type { SessionRow } from './sessions.ts';

const now = new Date('2026-11-26T10:00:00Z');
const lifetime = { idleMs: 86_400_000, maxAgeMs: 30 * 86_400_000 };
const session: SessionRow = {
  id: 1,
  key: 'k'.repeat(64),
  secret: 's'.repeat(64),
  companyId: 7,
  consumerId: 3,
  sessionMode: 'consumer',
  accessLinkType: null,
  screenerId: null,
  oauthHost: null,
  createdAt: now,
  lastSeenAt: null,
  endedAt: null,
  endedReason: null,
};

function header(hash: string) {
  return {
    key: session.key,
    hash,
    timestamp: headerTimestamp(now.getTime()),
    version: '1',
    build_mode: 'web',
    language: 'en' as const,
  };
}

describe('requestHash', () => {
  it('is the hash the site signs with (the contracts’ signRequest)', () => {
    for (const [key, secret, timestamp] of [
      ['a', 'b', '11764150000'],
      [session.key, session.secret, headerTimestamp(now.getTime())],
      ['ключ', 'סוד', '1'],
    ] as const) {
      expect(requestHash(key, secret, timestamp)).toBe(signRequest(key, secret, timestamp));
    }
  });
});

describe('signatureProblem', () => {
  const signed = signRequest(session.key, session.secret, headerTimestamp(now.getTime()));

  it('opens the session for the header the site signs', () => {
    expect(signatureProblem(header(signed), session, 7, now, lifetime)).toBeNull();
  });

  it('refuses a hash that differs by one character', () => {
    const wrong = `${signed.slice(0, -1)}${signed.endsWith('0') ? '1' : '0'}`;
    expect(signatureProblem(header(wrong), session, 7, now, lifetime)).toBe('TOKEN_MISMATCH');
  });
});
