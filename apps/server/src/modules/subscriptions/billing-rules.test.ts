import { describe, expect, it } from 'vitest';
import { addInterval, billingDueAt, INCOMPLETE_EXPIRES_MS, retriesExhausted } from './billing-rules.ts';

const at = (iso: string) => new Date(`${iso}Z`);

describe('addInterval', () => {
  it('keeps the day and the time of day', () => {
    expect(addInterval(at('2026-03-15T10:30:00'), 'month')).toEqual(at('2026-04-15T10:30:00'));
    expect(addInterval(at('2026-03-15T10:30:00'), 'year')).toEqual(at('2027-03-15T10:30:00'));
  });
  it('takes the last day of a shorter month', () => {
    expect(addInterval(at('2026-01-31T00:00:00'), 'month')).toEqual(at('2026-02-28T00:00:00'));
    expect(addInterval(at('2028-01-31T00:00:00'), 'month')).toEqual(at('2028-02-29T00:00:00'));
    expect(addInterval(at('2028-02-29T00:00:00'), 'year')).toEqual(at('2029-02-28T00:00:00'));
    expect(addInterval(at('2026-12-31T08:00:00'), 'month')).toEqual(at('2027-01-31T08:00:00'));
  });
});

describe('billingDueAt', () => {
  const base = {
    createdAt: at('2026-06-01T12:00:00'),
    currentPeriodEnd: at('2026-06-15T12:00:00'),
    trialEnd: null,
    trialReminderSentAt: null,
    renewalAttempts: 0,
    lastAttemptAt: null,
  };
  it('reminds three days before a trial ends, then ends the trial', () => {
    const trial = { ...base, status: 'trialing' as const, trialEnd: base.currentPeriodEnd };
    expect(billingDueAt(trial)).toEqual(at('2026-06-12T12:00:00'));
    expect(billingDueAt({ ...trial, trialReminderSentAt: at('2026-06-12T12:00:00') })).toEqual(
      base.currentPeriodEnd,
    );
  });
  it('renews an active one at its period end and leaves a canceled one alone', () => {
    expect(billingDueAt({ ...base, status: 'active' })).toEqual(base.currentPeriodEnd);
    expect(billingDueAt({ ...base, status: 'canceled' })).toBeNull();
  });
  it('expires an incomplete one and retries a past-due one later each time', () => {
    expect(billingDueAt({ ...base, status: 'incomplete' })?.getTime()).toBe(
      base.createdAt.getTime() + INCOMPLETE_EXPIRES_MS,
    );
    const failed = { ...base, status: 'past_due' as const, lastAttemptAt: at('2026-07-01T00:00:00') };
    expect(billingDueAt({ ...failed, renewalAttempts: 1 })).toEqual(at('2026-07-04T00:00:00'));
    expect(billingDueAt({ ...failed, renewalAttempts: 3 })).toEqual(at('2026-07-08T00:00:00'));
    expect(retriesExhausted(3)).toBe(false);
    expect(retriesExhausted(4)).toBe(true);
  });
});
