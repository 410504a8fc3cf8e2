import type { AdminListTotal } from '@screener/contracts/admin-list';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import type {
  AdminSubscriptionPlan,
  ZListSubscriptionPlansRequest,
  ZSaveSubscriptionPlanRequest,
} from '@screener/contracts/admin-subscription-plans';
import { toApiDateTime } from '@screener/contracts/dates';
import { EVENT_TYPES } from '@screener/contracts/event';
import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import type { Currency } from '@screener/contracts/pricing';
import { validationMessage } from '@screener/contracts/validation';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { subscriptionPlanScreenings, subscriptionPlans, subscriptions } from './schema.ts';
import type { PlanRow } from './subscription-view.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };
type SavePlanInput = z.output<typeof ZSaveSubscriptionPlanRequest>;

const AUDIT_TARGET = 'subscription_plan';

function planView(plan: PlanRow, screeningIds: number[], subscribers: number): AdminSubscriptionPlan {
  return {
    id: plan.id,
    name: plan.planName,
    interval: plan.interval,
    price: formatAmount(plan.amountMinor),
    currency: plan.currency as Currency,
    trial_days: plan.trialDays,
    all_events: plan.allEvents,
    screening_ids: plan.allEvents ? [] : [...screeningIds].sort((a, b) => a - b),
    active: plan.active,
    subscribers,
    created_at: toApiDateTime(plan.createdAt),
  };
}

/** The events each plan opens, by plan. */
async function screeningsByPlan(db: DbExecutor, planIds: number[]): Promise<Map<number, number[]>> {
  const byPlan = new Map<number, number[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(subscriptionPlanScreenings)
    .where(inArray(subscriptionPlanScreenings.planId, planIds));
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row.screenerId]);
  return byPlan;
}

/** The subscriptions that are not canceled, by plan: they are billed at their plan's price. */
async function subscribersByPlan(db: DbExecutor, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.planId, planIds), ne(subscriptions.status, 'canceled')))
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.total]));
}

async function viewsOf(db: DbExecutor, rows: PlanRow[]): Promise<AdminSubscriptionPlan[]> {
  const ids = rows.map((row) => row.id);
  const [screenings, subscribers] = await Promise.all([
    screeningsByPlan(db, ids),
    subscribersByPlan(db, ids),
  ]);
  return rows.map((row) => planView(row, screenings.get(row.id) ?? [], subscribers.get(row.id) ?? 0));
}

async function viewOf(db: DbExecutor, row: PlanRow): Promise<AdminSubscriptionPlan> {
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new Error('plan not shown');
  return view;
}

async function findPlan(db: DbExecutor, companyId: number, id: number, lock: boolean): Promise<PlanRow> {
  const query = db
    .select()
    .from(subscriptionPlans)
    .where(and(ofCompany(subscriptionPlans, companyId), eq(subscriptionPlans.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getSubscriptionPlan(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<AdminSubscriptionPlan> {
  return viewOf(db, await findPlan(db, companyId, id, false));
}

/** The plan's events, all the company's own and of the kinds a subscription opens. */
async function checkedScreenings(db: DbExecutor, companyId: number, plan: SavePlanInput): Promise<number[]> {
  if (plan.all_events) return [];
  const ids = [...new Set(plan.screening_ids)];
  const events = await findScreenerRows(db, companyId, ids);
  const refuse = (message: string) => {
    throw new AppError('VALIDATION_FAILED', { details: { fields: { screening_ids: [message] } } });
  };
  if (events.length !== ids.length) refuse(validationMessage('validation.invalid_id'));
  // The viewer's side opens only these to a subscriber (enrollment and watch rules).
  if (events.some((event) => !event.isVodEvent && event.eventType !== EVENT_TYPES.subscription))
    refuse(adminFieldMessage('subscription_events'));
  return ids;
}

async function writeScreenings(db: DbExecutor, planId: number, screeningIds: number[]): Promise<void> {
  await db.delete(subscriptionPlanScreenings).where(eq(subscriptionPlanScreenings.planId, planId));
  if (screeningIds.length > 0)
    await db
      .insert(subscriptionPlanScreenings)
      .values(screeningIds.map((screenerId) => ({ planId, screenerId })));
}

/**
 * Creates or edits a plan and records it. A price (amount, currency or interval) changed on a
 * plan that has subscribers does not reach them: that plan is archived and keeps billing them at
 * their price, and a new plan sells at the new one, as a card provider's Prices do (decision 0029).
 */
export async function saveSubscriptionPlan(
  deps: SubscriptionsDeps,
  input: Change & { plan: SavePlanInput },
): Promise<{ plan: AdminSubscriptionPlan; replaced_plan_id: number | null }> {
  const { plan, companyId, now } = input;
  return deps.db.transaction(async (tx) => {
    const screeningIds = await checkedScreenings(tx, companyId, plan);
    const values = {
      planName: plan.name,
      interval: plan.interval,
      amountMinor: decimalToMinor(plan.price),
      currency: plan.currency,
      trialDays: plan.trial_days,
      allEvents: plan.all_events,
      active: plan.active,
      updatedAt: now,
    };
    const previous = plan.id === undefined ? null : await findPlan(tx, companyId, plan.id, true);
    const before = previous ? await viewOf(tx, previous) : null;
    const priceChanged =
      previous !== null &&
      (previous.amountMinor !== values.amountMinor ||
        previous.currency !== values.currency ||
        previous.interval !== values.interval);
    const replacing = priceChanged && (before?.subscribers ?? 0) > 0;

    let row: PlanRow | undefined;
    if (previous && !replacing) {
      [row] = await tx
        .update(subscriptionPlans)
        // A new price needs a new provider Price; the old one stays with the old amount.
        .set({ ...values, ...(priceChanged ? { gatewayPriceId: null } : {}) })
        .where(eq(subscriptionPlans.id, previous.id))
        .returning();
    } else {
      [row] = await tx
        .insert(subscriptionPlans)
        .values({ ...values, companyId, createdAt: now })
        .returning();
    }
    if (!row) throw new Error('plan not saved');
    await writeScreenings(tx, row.id, screeningIds);
    if (previous && replacing) {
      await tx
        .update(subscriptionPlans)
        .set({ active: false, updatedAt: now })
        .where(eq(subscriptionPlans.id, previous.id));
    }
    const after = await viewOf(tx, row);
    await writeAudit(tx, {
      companyId,
      actor: input.actor,
      action: replacing
        ? 'subscription_plan.replace'
        : previous
          ? 'subscription_plan.update'
          : 'subscription_plan.create',
      targetType: AUDIT_TARGET,
      targetId: row.id,
      before,
      after,
      now,
    });
    return { plan: after, replaced_plan_id: replacing && previous ? previous.id : null };
  });
}

/**
 * Takes a plan off sale (or puts it back). Its subscribers keep their subscription and their
 * price; plans are never deleted, since subscriptions and invoices name them.
 */
export async function setSubscriptionPlanActive(
  deps: SubscriptionsDeps,
  input: Change & { id: number; active: boolean },
): Promise<AdminSubscriptionPlan> {
  return deps.db.transaction(async (tx) => {
    const previous = await findPlan(tx, input.companyId, input.id, true);
    const [row] = await tx
      .update(subscriptionPlans)
      .set({ active: input.active, updatedAt: input.now })
      .where(eq(subscriptionPlans.id, previous.id))
      .returning();
    if (!row) throw new Error('plan not saved');
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: input.active ? 'subscription_plan.restore' : 'subscription_plan.archive',
      targetType: AUDIT_TARGET,
      targetId: row.id,
      before: { active: previous.active },
      after: { active: row.active },
      now: input.now,
    });
    return viewOf(tx, row);
  });
}

/** One page of the company's subscription plans, searched by name. */
export async function listSubscriptionPlans(
  db: DbExecutor,
  companyId: number,
  query: z.output<typeof ZListSubscriptionPlansRequest>,
): Promise<{ rows: AdminSubscriptionPlan[] } & AdminListTotal> {
  const where = and(
    ofCompany(subscriptionPlans, companyId),
    query.active === null ? undefined : eq(subscriptionPlans.active, query.active),
    searchCondition(query.search, [subscriptionPlans.planName]),
  );
  const order = listOrder(
    query,
    {
      name: subscriptionPlans.planName,
      interval: subscriptionPlans.interval,
      price: subscriptionPlans.amountMinor,
      created_at: subscriptionPlans.createdAt,
    },
    [desc(subscriptionPlans.id)],
    subscriptionPlans.id,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(subscriptionPlans)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    boundedTotal(db, subscriptionPlans, where, { offset }),
  ]);
  return { rows: await viewsOf(db, rows), ...total };
}
