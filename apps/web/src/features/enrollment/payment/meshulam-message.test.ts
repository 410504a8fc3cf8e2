import { describe, expect, it } from 'vitest';
import { meshulamOutcome } from './meshulam-message';

describe('meshulamOutcome', () => {
  it('counts status 1 on payment or bit_payment as success, sent as an object or JSON text', () => {
    expect(meshulamOutcome({ action: 'payment', status: 1 })).toEqual({ kind: 'success' });
    expect(meshulamOutcome({ action: 'bit_payment', status: '1' })).toEqual({ kind: 'success' });
    expect(meshulamOutcome('{"action":"payment","status":1}')).toEqual({ kind: 'success' });
  });

  it('fails a payment with another status, or with none', () => {
    expect(meshulamOutcome({ action: 'payment', status: 0 })).toEqual({ kind: 'failed', reason: 'declined' });
    expect(meshulamOutcome({ action: 'bit_payment' })).toEqual({ kind: 'failed', reason: 'declined' });
  });

  it('tells a closed page, a page that failed to load and a cancelled bit payment apart', () => {
    expect(meshulamOutcome({ action: 'close' })).toEqual({ kind: 'failed', reason: 'closed' });
    expect(meshulamOutcome({ action: 'failed_to_load_page' })).toEqual({
      kind: 'failed',
      reason: 'failed_to_load',
    });
    expect(meshulamOutcome({ action: 'bit_cancel', status: 1 })).toEqual({
      kind: 'failed',
      reason: 'bit_cancelled',
    });
  });

  it('ignores messages that are not the provider’s', () => {
    expect(meshulamOutcome({ action: 'refresh' })).toBeNull();
    expect(meshulamOutcome('not json')).toBeNull();
    expect(meshulamOutcome({ type: '3DS-authentication-complete' })).toBeNull();
    expect(meshulamOutcome(null)).toBeNull();
  });
});
