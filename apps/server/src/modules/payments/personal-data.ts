import { toApiDateTime } from '@screener/contracts/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewerRows, viewersActiveSince } from '../../db/viewer-owned.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { purchases } from './schema.ts';

/**
 * The viewer's purchases. Invoices and accounting keep them (amounts, dates, order number, the
 * gateway's reference); erasing drops only what the gateway told about the payer beyond that.
 */
export function purchasePersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'purchases',
    async export(companyId, consumerId) {
      const rows = await viewerRows(db, purchases, companyId, consumerId);
      return rows.map((row) => ({
        order_number: row.id,
        status: row.status,
        purchase_type: row.purchaseType,
        event_id: row.screenerId,
        pricing_id: row.pricingId,
        subscription_plan_id: row.subscriptionPlanId,
        currency: row.currency,
        amount_minor: row.amountMinor,
        discount_minor: row.discountMinor,
        refunded_minor: row.refundedMinor,
        gateway: row.gateway,
        gateway_reference: row.gatewayReference,
        card_brand: row.paymentDetails.card_brand ?? null,
        card_last4: row.paymentDetails.card_last4 ?? null,
        created_at: toApiDateTime(row.createdAt),
        completed_at: row.completedAt && toApiDateTime(row.completedAt),
      }));
    },
    async erase(companyId, consumerId, tx, now) {
      // The gateway's raw answer may carry the payer's name and address; the charge and receipt stay.
      await tx
        .update(purchases)
        .set({
          paymentDetails: sql`jsonb_strip_nulls(jsonb_build_object(
            'charge_id', ${purchases.paymentDetails}->'charge_id',
            'receipt_url', ${purchases.paymentDetails}->'receipt_url',
            'card_brand', ${purchases.paymentDetails}->'card_brand',
            'card_last4', ${purchases.paymentDetails}->'card_last4'))`,
          updatedAt: now,
        })
        .where(and(ofCompany(purchases, companyId), eq(purchases.consumerId, consumerId)));
    },
    activeSince: viewersActiveSince(db, purchases, [purchases.createdAt, purchases.completedAt]),
  };
}
