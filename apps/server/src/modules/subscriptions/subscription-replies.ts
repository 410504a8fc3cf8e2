import { toApiDateTime } from '@screener/contracts/dates';
import { AppError } from '../../lib/app-error.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { findPlanById } from './subscription-store.ts';
import { type SubscriptionRow, subscriptionView } from './subscription-view.ts';

/** The viewer's subscription as a call answers it: with its plan and the address it bills. */
export async function subscriptionAnswer(
  db: SubscriptionsDeps['db'],
  company: CompanyRow,
  row: SubscriptionRow,
) {
  const [plan, consumer] = await Promise.all([
    findPlanById(db, company.id, row.planId),
    findConsumer(db, company.id, row.consumerId),
  ]);
  if (!plan || !consumer) throw new AppError('NOT_FOUND');
  return subscriptionView(row, plan, consumer.contactEmail ?? consumer.email);
}

/** A change of a subscription (the viewer's, or staff's from the order page), told to the organisation's systems. */
export function tellSubscriptionUpdated(
  deps: Pick<SubscriptionsDeps, 'webhooks'>,
  row: SubscriptionRow,
): Promise<void> {
  return deps.webhooks.publish(row.companyId, 'subscription.updated', {
    subscription_id: row.id,
    viewer_id: row.consumerId,
    plan_id: row.planId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: toApiDateTime(row.currentPeriodEnd),
    gateway: row.gateway,
  });
}
