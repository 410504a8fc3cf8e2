import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type {
  ZCreateSubscriptionResponse,
  ZGetSubscriptionResponse,
  ZSubscriptionResponse,
} from '@screener/contracts/subscription';
import type { z } from 'zod';
import type { TestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { attemptKey, call, type createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { runBillingRound } from './sandbox-billing.ts';
import { subscriptionPlans } from './schema.ts';

export type CreateReply = z.infer<typeof ZCreateSubscriptionResponse>;
export type GetReply = z.infer<typeof ZGetSubscriptionResponse>;
export type SubscriptionReply = z.infer<typeof ZSubscriptionResponse>;
type Shop = Awaited<ReturnType<typeof createShop>>;

export const DAY_MS = 24 * 3_600_000;

/** The subscription calls of one shop, signed as a viewer. */
export function subscriptionCalls(t: TestApp, shop: Shop) {
  const host = shop.company.domain;
  const plan = async (values: Partial<typeof subscriptionPlans.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(subscriptionPlans)
      .values({
        companyId: shop.company.id,
        interval: 'month',
        amountMinor: 999,
        currency: 'EUR',
        planName: 'Monthly',
        ...values,
      })
      .returning();
    if (!row) throw new Error('no plan');
    return row;
  };
  /** A new session of the consumer at the clock's time: moved time outlives the first one's idle limit. */
  const sessionOf = async (consumerId: number): Promise<Session> =>
    (await openSession(t.db, { companyId: shop.company.id, consumerId, now: t.clock.now() })).session;
  const subscribe = (
    session: Session,
    planId: number,
    card: string = SANDBOX_CARDS.success,
    key = attemptKey(),
  ) =>
    call<CreateReply>(
      t,
      host,
      'subscription/create',
      { charge_type: 'sandbox', idempotency_key: key, subscription_plan: planId, card_number: card },
      session,
    );
  const get = (session: Session) => call<GetReply>(t, host, 'subscription/get', {}, session);
  const cancel = (session: Session, id: number, cancelNow = false) =>
    call<SubscriptionReply>(t, host, `subscription/${id}/cancel`, { cancelNow }, session);
  const resume = (session: Session, id: number) =>
    call<SubscriptionReply>(t, host, `subscription/${id}/resume`, {}, session);
  const pay = (session: Session, id: number, card: { card_number?: string; payment_method_id?: string }) =>
    call<SubscriptionReply>(t, host, `subscription/${id}/pay`, card, session);
  /** Moves the clock, runs one billing round at the new time and answers the steps of subscription `id`. */
  const advance = async (ms: number, id: number) => {
    t.clock.advance(ms);
    const steps = await runBillingRound(t, t.clock.now(), t.app.log);
    return steps.filter((taken) => taken.subscriptionId === id).map((taken) => taken.step);
  };
  return { host, plan, sessionOf, subscribe, get, cancel, resume, pay, advance };
}
