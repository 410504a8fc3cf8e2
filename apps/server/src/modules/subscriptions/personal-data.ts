import { toApiDateTime } from '@screener/contracts/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewerRows, viewersActiveSince } from '../../db/viewer-owned.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { invoices, subscriptions } from './schema.ts';

const viewersSubscriptions = (db: DbExecutor, companyId: number, consumerId: number) =>
  db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(ofCompany(subscriptions, companyId), eq(subscriptions.consumerId, consumerId)));

/**
 * The viewer's subscriptions and their invoices. Invoices are accounting records: erasing keeps
 * them, number, amounts and dates, without the address they were billed to.
 */
export function subscriptionPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'subscriptions',
    async export(companyId, consumerId) {
      const rows = await viewerRows(db, subscriptions, companyId, consumerId);
      const billed = rows.length
        ? await db
            .select()
            .from(invoices)
            .where(
              inArray(
                invoices.subscriptionId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(invoices.id)
        : [];
      return rows.map((row) => ({
        plan_id: row.planId,
        status: row.status,
        current_period_start: toApiDateTime(row.currentPeriodStart),
        current_period_end: toApiDateTime(row.currentPeriodEnd),
        started_at: toApiDateTime(row.createdAt),
        invoices: billed
          .filter((invoice) => invoice.subscriptionId === row.id)
          .map((invoice) => ({
            number: invoice.number,
            status: invoice.status,
            currency: invoice.currency,
            total_minor: invoice.totalMinor,
            customer_email: invoice.customerEmail,
            paid_at: invoice.paidAt && toApiDateTime(invoice.paidAt),
          })),
      }));
    },
    async erase(companyId, consumerId, tx) {
      const ids = (await viewersSubscriptions(tx, companyId, consumerId)).map((row) => row.id);
      if (ids.length) {
        await tx.update(invoices).set({ customerEmail: null }).where(inArray(invoices.subscriptionId, ids));
      }
    },
    activeSince: viewersActiveSince(db, subscriptions, [
      subscriptions.createdAt,
      subscriptions.currentPeriodEnd,
    ]),
  };
}
