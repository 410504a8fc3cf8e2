import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('keeps where a request went and drops the credential in its path or query', () => {
    const header = encodeURIComponent(
      JSON.stringify({ key: 'k'.repeat(64), hash: 'h'.repeat(64), timestamp: '11' }),
    );
    expect(redactUrl(`/stream/setCookie/${header}`)).toBe('/stream/setCookie/[redacted]');
    expect(redactUrl('/verify/abc123/4321?redirectTo=%2Fx')).toBe('/verify/[redacted]?[redacted]');
    expect(redactUrl('/media/7/_token/secret-token/hls/master.m3u8')).toBe(
      '/media/7/_token/[redacted]/hls/master.m3u8',
    );
    expect(redactUrl('/payment/returnUrl?payment_intent_client_secret=pi_1_secret_2')).toBe(
      '/payment/returnUrl?[redacted]',
    );
    expect(redactUrl('/api/guest/company/get')).toBe('/api/guest/company/get');
  });
});
