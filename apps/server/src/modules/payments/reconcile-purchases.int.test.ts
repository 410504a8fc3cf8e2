import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payAtStandIn, startStripeStandIn } from '../../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { startedForFile } from '../../test/started-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import { buyInSandbox, createShop, insertProcessingPurchase } from './purchase-test-helpers.ts';
import { reconcileStuckPurchases, STUCK_AFTER_MS } from './reconcile-purchases.ts';
import { purchases } from './schema.ts';

const standIn = startedForFile(startStripeStandIn);
const t = useTestApp(() => ({ env: standIn.env }));
const given = seededForFile(async () => {
  const providers = createPaymentProviders(t.config);
  const shop = await createShop(t, ['sandbox', 'stripe']);
  return { providers, shop };
});

/** A purchase left in processing, as a server stopped mid-payment leaves it. */
async function stuckPurchase(
  gateway: 'sandbox' | 'stripe',
  values: { reference?: string; nextAction?: 'three_d_secure'; minutesAgo?: number } = {},
) {
  const eventId = await given.shop.event();
  const plan = await given.shop.plan(PRICING_TYPES.single, 1500, [eventId]);
  const viewer = await given.shop.viewer();
  const at = new Date(t.clock.now().getTime() - (values.minutesAgo ?? 11) * 60_000);
  const row = await insertProcessingPurchase(t, {
    companyId: given.shop.company.id,
    consumerId: viewer.consumer.id,
    pricingId: plan,
    screenerId: eventId,
    amountMinor: 1500,
    discountMinor: 0,
    gateway,
    gatewayReference: values.reference ?? null,
    paymentDetails: values.nextAction ? { raw: { next_action: values.nextAction } } : {},
    createdAt: at,
  });
  return { purchase: row, eventId, plan, viewer };
}

const statusOf = async (id: number) => (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const enrolled = async (consumerId: number) =>
  t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumerId));
const round = () =>
  reconcileStuckPurchases({ ...t, events: t.app.events }, given.providers, t.clock.now(), t.app.log);

describe('purchases stuck in processing', () => {
  it('completes one whose gateway reports it paid, once, and mails the viewer', async () => {
    const { purchase, viewer } = await stuckPurchase('sandbox', { reference: 'sbx_1_abcdefabcdef_ok' });
    expect(await round()).toContain('completed');
    expect((await statusOf(purchase.id))?.status).toBe(PURCHASE_STATUSES.completed);
    expect(await enrolled(viewer.consumer.id)).toHaveLength(1);
    expect(t.mailer.sent.filter((mail) => mail.to === viewer.consumer.email)).toHaveLength(1);
    await round();
    expect(t.mailer.sent.filter((mail) => mail.to === viewer.consumer.email)).toHaveLength(1);
  });

  it('releases one the gateway never received, and the viewer can buy again', async () => {
    const { purchase, plan, viewer } = await stuckPurchase('sandbox');
    await round();
    const released = await statusOf(purchase.id);
    expect(released?.status).toBe(PURCHASE_STATUSES.initiated);
    expect(released?.paymentDetails.failure_message).toBe('The payment did not reach the provider.');
    const retry = await buyInSandbox(t, given.shop.company.domain, { pricing_id: plan }, viewer.session);
    expect(refusalCode(retry)).toBeNull();
  });

  it('finds the card payment whose answer was lost and completes the purchase from it', async () => {
    const { purchase, viewer } = await stuckPurchase('stripe');
    const intent = await payAtStandIn(standIn, purchase.id, 1500);
    await round();
    const row = await statusOf(purchase.id);
    expect(row?.status).toBe(PURCHASE_STATUSES.completed);
    expect(row?.gatewayReference).toBe(intent.id);
    expect(await enrolled(viewer.consumer.id)).toHaveLength(1);
  });

  it('cancels a 3-D Secure challenge left open and releases the purchase', async () => {
    const { purchase } = await stuckPurchase('sandbox', {
      reference: 'sbx_2_abcdefabcdef',
      nextAction: 'three_d_secure',
    });
    await round();
    expect((await statusOf(purchase.id))?.status).toBe(PURCHASE_STATUSES.initiated);
  });

  it('leaves a purchase that has not waited long, and one still pending at the provider', async () => {
    const recent = await stuckPurchase('sandbox', { minutesAgo: STUCK_AFTER_MS / 60_000 - 1 });
    const pending = await stuckPurchase('sandbox', { reference: 'sbx_3_abcdefabcdef' });
    const outcomes = await round();
    expect(outcomes).toEqual(['left']);
    expect((await statusOf(recent.purchase.id))?.status).toBe(PURCHASE_STATUSES.processing);
    expect((await statusOf(pending.purchase.id))?.status).toBe(PURCHASE_STATUSES.processing);
  });
});
