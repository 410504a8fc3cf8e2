import { SUBSCRIBED_STATUSES } from '@screener/contracts/subscription';
import { and, eq, exists, gt, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { subscriptionPlanScreenings, subscriptionPlans, subscriptions } from './schema.ts';

/** The viewer's subscription of the company that is trialing or active, its period still running. */
const liveSubscriptionOf = (companyId: number, consumerId: number, now: Date) =>
  and(
    ofCompany(subscriptions, companyId),
    eq(subscriptions.consumerId, consumerId),
    inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
    gt(subscriptions.currentPeriodEnd, now),
  );

/**
 * Whether the consumer holds a trialing or active subscription of the company whose period has not
 * ended and, when `screenerId` is named, whose plan opens that event (all events, or the plan's
 * own list). Read on every call that grants a subscriber's rights, so a subscription that ends
 * (cancelled now, past due, expired) takes them away at the next call.
 */
export async function hasActiveSubscription(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  now: Date,
  screenerId?: number,
): Promise<boolean> {
  const opensEvent =
    screenerId === undefined
      ? undefined
      : or(
          eq(subscriptionPlans.allEvents, true),
          exists(
            db
              .select({ planId: subscriptionPlanScreenings.planId })
              .from(subscriptionPlanScreenings)
              .where(
                and(
                  eq(subscriptionPlanScreenings.planId, subscriptionPlans.id),
                  eq(subscriptionPlanScreenings.screenerId, screenerId),
                ),
              ),
          ),
        );
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(liveSubscriptionOf(companyId, consumerId, now), opensEvent))
    .limit(1);
  return row !== undefined;
}

/**
 * Which events the consumer's live subscription opens: every subscription and on-demand event, or
 * only its plan's own list; null without a trialing or active subscription whose period runs.
 */
export async function subscriptionScope(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  now: Date,
): Promise<{ allEvents: boolean; screenerIds: number[] } | null> {
  const [row] = await db
    .select({ planId: subscriptionPlans.id, allEvents: subscriptionPlans.allEvents })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(liveSubscriptionOf(companyId, consumerId, now))
    .limit(1);
  if (!row) return null;
  if (row.allEvents) return { allEvents: true, screenerIds: [] };
  const listed = await db
    .select({ screenerId: subscriptionPlanScreenings.screenerId })
    .from(subscriptionPlanScreenings)
    .where(eq(subscriptionPlanScreenings.planId, row.planId));
  return { allEvents: false, screenerIds: listed.map((item) => item.screenerId) };
}
