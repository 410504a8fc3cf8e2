import {
  type SubscriptionInterval,
  type SubscriptionStatus,
  TRIAL_REMINDER_DAYS,
} from '@screener/contracts/subscription';

const DAY_MS = 24 * 3_600_000;

/** A first payment left waiting for 3-D Secure this long is given up, as a card provider does. */
export const INCOMPLETE_EXPIRES_MS = 23 * 3_600_000;

/**
 * After a renewal charge fails, it is tried again this many days after each failure; the failure
 * after the last retry cancels the subscription.
 */
export const RETRY_DELAY_DAYS = [3, 5, 7] as const;

/**
 * `date` plus one interval, keeping the day of the month where the month has it and taking the
 * month's last day where it has not (31 January + 1 month = 28 or 29 February), as card providers
 * bill; the time of day is kept.
 */
export function addInterval(date: Date, interval: SubscriptionInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export const trialReminderAt = (trialEnd: Date) =>
  new Date(trialEnd.getTime() - TRIAL_REMINDER_DAYS * DAY_MS);

/** What the engine reads of a subscription to know when it must next look at it. */
export type BillingState = {
  status: SubscriptionStatus;
  createdAt: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  trialReminderSentAt: Date | null;
  renewalAttempts: number;
  /** When the last renewal charge failed (past due only). */
  lastAttemptAt: Date | null;
};

/**
 * When the billing engine must next look at a subscription, or null when nothing is left to do:
 * an incomplete one expires; a trial first sends its reminder, then ends with its period; an active
 * one renews (or ends, when cancelled at period end) at the period end; a past-due one retries.
 */
export function billingDueAt(state: BillingState): Date | null {
  switch (state.status) {
    case 'canceled':
      return null;
    case 'incomplete':
      return new Date(state.createdAt.getTime() + INCOMPLETE_EXPIRES_MS);
    case 'trialing': {
      if (state.trialEnd && !state.trialReminderSentAt) {
        const remindAt = trialReminderAt(state.trialEnd);
        if (remindAt < state.currentPeriodEnd) return remindAt;
      }
      return state.currentPeriodEnd;
    }
    case 'active':
      return state.currentPeriodEnd;
    case 'past_due': {
      const delay = RETRY_DELAY_DAYS[state.renewalAttempts - 1] ?? RETRY_DELAY_DAYS.at(-1) ?? 1;
      return new Date((state.lastAttemptAt ?? state.createdAt).getTime() + delay * DAY_MS);
    }
  }
}

/** Whether the failed charges of a renewal have used every retry, so the subscription is cancelled. */
export const retriesExhausted = (renewalAttempts: number) => renewalAttempts > RETRY_DELAY_DAYS.length;
