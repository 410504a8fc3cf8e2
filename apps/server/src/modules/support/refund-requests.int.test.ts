import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type { ZRefundRequestResponse } from '@screener/contracts/refunds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { attemptKey, call, createShop } from '../payments/purchase-test-helpers.ts';
import { refundRequests } from './schema.ts';

type Reply = z.infer<typeof ZRefundRequestResponse>;

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox', 'admin_pay']);
  const host = shop.company.domain;
  const eventId = await shop.event();
  const plan = await shop.plan(PRICING_TYPES.single, 1500, [eventId]);
  return { shop, host, eventId, plan };
});

async function buy(
  session: { key: string; secret: string },
  chargeType: 'sandbox' | 'admin_pay' = 'sandbox',
) {
  const bought = await call(
    t,
    given.host,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: chargeType,
      idempotency_key: attemptKey(),
      pricing_id: given.plan,
      card_number: SANDBOX_CARDS.success,
    },
    session,
  );
  return bought.data.purchase.id;
}

describe('refund, modification and cancellation requests', () => {
  it('files a refund on the viewer’s own purchase; the same open request again is a clear 409', async () => {
    const { session } = await given.shop.viewer();
    const purchaseId = await buy(session);
    const payload = {
      purchase_id: purchaseId,
      screener_id: given.eventId,
      booking_id: null,
      type: 'refund',
      reason: 'I cannot come',
    };
    const filed = await call<Reply>(
      t,
      given.host,
      'purchase/submitRefundModificationRequest',
      payload,
      session,
    );
    expect(refusalCode(filed)).toBeNull();
    expect(filed.data).toMatchObject({
      request: { type: 'refund', status: 'open' },
      message: 'Your request has been submited to admin',
    });
    const again = await call(t, given.host, 'purchase/submitRefundModificationRequest', payload, session);
    expect(refusalCode(again)).toBe(4030);
    expect(again.error).toMatchObject({
      code: ERROR_CATALOGUE.REQUEST_ALREADY_OPEN.code,
      message: 'You already have an open request of this type for this purchase. We will answer it soon.',
    });
    const modification = await call(
      t,
      given.host,
      'purchase/submitRefundModificationRequest',
      { ...payload, type: 'modification' },
      session,
    );
    expect(refusalCode(modification)).toBeNull();
  });

  it('requires a reason and refuses another viewer’s or an unpaid purchase', async () => {
    const owner = await given.shop.viewer();
    const purchaseId = await buy(owner.session);
    const noReason = await call(
      t,
      given.host,
      'purchase/submitRefundModificationRequest',
      { purchase_id: purchaseId, reason: '  ' },
      owner.session,
    );
    expect(refusalCode(noReason)).toBe(400);
    expect(noReason.error?.details).toEqual({ fields: { reason: ['Field is required'] } });

    const other = await given.shop.viewer();
    const foreign = await call(
      t,
      given.host,
      'purchase/submitRefundModificationRequest',
      { purchase_id: purchaseId, reason: 'mine now' },
      other.session,
    );
    expect(refusalCode(foreign)).toBe(404);

    const unpaid = await buy(other.session, 'admin_pay');
    const early = await call(
      t,
      given.host,
      'purchase/submitRefundModificationRequest',
      { purchase_id: unpaid, reason: 'changed my mind' },
      other.session,
    );
    expect(refusalCode(early)).toBe(409);
  });

  it('a cancellation request is a refund request with an optional reason', async () => {
    const { consumer, session } = await given.shop.viewer();
    const purchaseId = await buy(session);
    const cancelled = await call<Reply>(
      t,
      given.host,
      'createCancellationRequest',
      { purchase_id: purchaseId },
      session,
    );
    expect(cancelled.data.request.type).toBe('refund');
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.consumerId, consumer.id));
    expect(row).toMatchObject({ reason: 'Cancellation requested', screenerId: given.eventId, purchaseId });
  });
});
