import { SUBSCRIBED_STATUSES } from '@screener/contracts/subscription';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { subscriptions } from './schema.ts';

/**
 * Whether the consumer holds a trialing or active subscription of the company whose period has not
 * ended. Read on every call that grants a subscriber's rights, so a subscription that ends (cancelled
 * now, past due, expired) takes them away at the next call.
 */
export async function hasActiveSubscription(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.consumerId, consumerId),
        inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
