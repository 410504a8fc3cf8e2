import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { invoices, subscriptionPlans, subscriptions } from './schema.ts';
import type { InvoiceRow, PlanRow, SubscriptionRow } from './subscription-view.ts';

/** The company's plans on sale, monthly before yearly, cheapest first. */
export async function listActivePlans(db: DbExecutor, companyId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(and(ofCompany(subscriptionPlans, companyId), eq(subscriptionPlans.active, true)))
    .orderBy(asc(subscriptionPlans.interval), asc(subscriptionPlans.amountMinor), asc(subscriptionPlans.id));
}

export async function findPlanById(
  db: DbExecutor,
  companyId: number,
  planId: number,
): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(ofCompany(subscriptionPlans, companyId), eq(subscriptionPlans.id, planId)))
    .limit(1);
  return row ?? null;
}

/** The viewer's subscription `id` in the company; another viewer's is not found. */
export async function findOwnSubscription(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  id: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        ofCompany(subscriptions, companyId),
        eq(subscriptions.consumerId, consumerId),
        eq(subscriptions.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The viewer's subscription that is not canceled, else the latest one. */
export async function findLatestSubscription(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<SubscriptionRow | null> {
  const own = and(ofCompany(subscriptions, companyId), eq(subscriptions.consumerId, consumerId));
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(and(own, ne(subscriptions.status, 'canceled')))
    .limit(1);
  if (live) return live;
  const [latest] = await db.select().from(subscriptions).where(own).orderBy(desc(subscriptions.id)).limit(1);
  return latest ?? null;
}

export async function findSubscriptionByAttempt(
  db: DbExecutor,
  consumerId: number,
  idempotencyKey: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.consumerId, consumerId), eq(subscriptions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** How many of the viewer's subscriptions have ended: each makes a repeated keyless request a new attempt. */
export async function countEndedSubscriptions(db: DbExecutor, consumerId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.consumerId, consumerId), eq(subscriptions.status, 'canceled')));
  return row?.value ?? 0;
}

export async function listInvoices(db: DbExecutor, subscriptionId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** An invoice of one of the viewer's subscriptions in the company; another viewer's is not found. */
export async function findOwnInvoice(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  invoiceId: number,
): Promise<{ invoice: InvoiceRow; subscription: SubscriptionRow } | null> {
  const [row] = await db
    .select({ invoice: invoices, subscription: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        eq(invoices.id, invoiceId),
        ofCompany(subscriptions, companyId),
        eq(subscriptions.consumerId, consumerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
