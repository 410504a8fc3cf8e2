import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './signature.ts';

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const body = '{"type":"order.completed"}';

  it('verifies what it signed, within the tolerance', () => {
    const header = signatureHeader(secret, 1_000_000, body);
    expect(header).toMatch(/^t=1000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, body, 1_000_100)).toBe(true);
  });

  it('refuses another body, another secret, an old time or a broken header', () => {
    const header = signatureHeader(secret, 1_000_000, body);
    expect(verifySignature(secret, header, `${body} `, 1_000_000)).toBe(false);
    expect(verifySignature(newWebhookSecret(), header, body, 1_000_000)).toBe(false);
    expect(verifySignature(secret, header, body, 1_000_000 + 301)).toBe(false);
    expect(verifySignature(secret, 'v1=abc', body, 1_000_000)).toBe(false);
  });
});
