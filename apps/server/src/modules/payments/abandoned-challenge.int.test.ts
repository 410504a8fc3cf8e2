import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import type { GroupPurchase } from '@screener/contracts/viewer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { text } from '../../lib/texts/index.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { bookings } from '../venues/schema.ts';
import { holdSeats } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import { attemptKey, call, insertProcessingPurchase, type Session } from './purchase-test-helpers.ts';
import { reconcileStuckPurchases } from './reconcile-purchases.ts';
import { refundOwedPurchases } from './refund-purchases.ts';
import { purchases } from './schema.ts';

/**
 * Issue 33, item 4: a viewer who closes the tab on a 3-D Secure challenge can buy again at once;
 * the challenge left open is superseded and can never also charge; money that reaches it anyway
 * is refunded and the viewer told; a promise of mail is kept.
 */
const t = useTestApp();
const given = seededForFile(async () => {
  const providers = createPaymentProviders(t.config);
  const shop = await createVenueShop(t, 6, {}, { gateways: ['sandbox', 'admin_pay'] });
  const host = shop.company.domain;
  const eventId = await shop.event({ title: 'Premiere' });
  const ticketPlan = await shop.plan(PRICING_TYPES.single, 1200, [eventId]);
  const passPlan = await shop.plan(PRICING_TYPES.group, 3000, [eventId]);
  return { providers, shop, host, eventId, ticketPlan, passPlan };
});

const byCard = (cardNumber: string, item: { pricing_id: number } | { screener_id: number }) => ({
  charge_type: 'sandbox',
  idempotency_key: attemptKey(),
  card_number: cardNumber,
  zip_code: '12345',
  address: 'Main street 1',
  ...item,
});
const buy = (session: Session, body: object) =>
  call(t, given.host, 'purchase/screeningOrGroupTicket', body, session);

/** The viewer's answer on the sandbox's challenge page: the page, and the token it hands the dialog. */
async function answerChallenge(url: string, outcome: 'complete' | 'fail') {
  const address = new URL(url);
  const page = await t.app.inject({
    method: 'POST',
    url: address.pathname + address.search,
    headers: { host: given.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  return { body: page.body, token: /"client_secret_id":"([0-9a-f]+)"/.exec(page.body)?.[1] ?? '' };
}
const markPaid = (session: Session, purchaseId: number, token: string) =>
  call(
    t,
    given.host,
    'screenings/payment/markPaid',
    { purchase_id: purchaseId, client_secret_id: token },
    session,
  );

const purchaseRow = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const completedOf = async (consumerId: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.consumerId, consumerId))).filter(
    (row) => row.status === PURCHASE_STATUSES.completed,
  );
const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
const refundRound = () => refundOwedPurchases(t, given.providers, t.clock.now(), t.app.log);

describe('a 3-D Secure challenge the viewer left open', () => {
  it('is not a payment in process: the event and the pass can be bought again at once', async () => {
    const { session } = await given.shop.viewer();
    const ticket = await buy(session, byCard(SANDBOX_CARDS.threeDSecure, { pricing_id: given.ticketPlan }));
    expect(ticket.data.purchase.next_action).toBe('three_d_secure');
    const dashboard = await call<{ screenings: { id: number }[] }>(
      t,
      given.host,
      'listScreenings',
      {},
      session,
    );
    expect(dashboard.data.screenings.map((event) => event.id)).not.toContain(given.eventId);
    expect(ticket.data.screenings.some((link) => link.is_payment_in_process)).toBe(false);

    const pass = await buy(session, byCard(SANDBOX_CARDS.threeDSecure, { pricing_id: given.passPlan }));
    expect(pass.data.purchase.next_action).toBe('three_d_secure');
    const passes = await call<{ group_purchases: GroupPurchase[] }>(
      t,
      given.host,
      'listGroupPurchases',
      {},
      session,
    );
    expect(passes.data.group_purchases).toEqual([]);
  });

  it('is superseded by a new attempt, which charges once; the old challenge can no longer pay', async () => {
    const { consumer, session } = await given.shop.viewer();
    const left = await buy(session, byCard(SANDBOX_CARDS.threeDSecure, { pricing_id: given.ticketPlan }));
    const retry = await buy(session, byCard(SANDBOX_CARDS.success, { pricing_id: given.ticketPlan }));
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);

    // The tab comes back and its viewer passes the challenge: the sandbox refuses it, as a
    // provider refuses a payment that was cancelled, and the dialog is told why.
    const answered = await answerChallenge(left.data.purchase.payment_details.url ?? '', 'complete');
    expect(answered.body).toContain(text('en', 'paymentFrame.superseded'));
    const late = await markPaid(session, left.data.purchase.id, answered.token);
    expect(late.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_SUPERSEDED.code);
    expect((await purchaseRow(left.data.purchase.id))?.status).toBe(PURCHASE_STATUSES.initiated);
    expect(await completedOf(consumer.id)).toHaveLength(1);
    expect(await refundRound()).toEqual([]);
  });

  it('refunds money that reaches the superseded attempt anyway, and tells the viewer', async () => {
    const { consumer, session } = await given.shop.viewer();
    const left = await buy(session, byCard(SANDBOX_CARDS.threeDSecure, { pricing_id: given.ticketPlan }));
    // The challenge was passed the instant before the new attempt cancelled it.
    const { token } = await answerChallenge(left.data.purchase.payment_details.url ?? '', 'complete');
    const retry = await buy(session, byCard(SANDBOX_CARDS.success, { pricing_id: given.ticketPlan }));
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);

    const late = await markPaid(session, left.data.purchase.id, token);
    expect(late.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_REFUNDED.code);
    expect((await purchaseRow(left.data.purchase.id))?.refundStatus).toBe('due');
    expect(await completedOf(consumer.id)).toHaveLength(1);
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id));
    expect(enrolled.map((row) => row.purchaseId)).toEqual([retry.data.purchase.id]);

    expect(await refundRound()).toEqual(['refunded']);
    const refund = mailsTo(consumer.email).find((mail) => mail.subject.includes('refunded'));
    expect(refund?.text).toContain(
      text('en', 'purchaseMail.refund.superseded', { company: given.shop.company.title }),
    );
  });

  it('held seats: holding them again supersedes the payment left open, and the seats are paid once', async () => {
    const venueEventId = await given.shop.venueEvent();
    const { consumer, session } = await given.shop.viewer();
    const lock = () => holdSeats(t, given.host, venueEventId, session, ['2-1', '2-2']);
    const first = await lock();
    const left = await buy(session, byCard(SANDBOX_CARDS.threeDSecure, { screener_id: venueEventId }));
    expect(left.data.purchase.next_action).toBe('three_d_secure');

    const again = await lock();
    expect(refusalCode(again)).toBeNull();
    const paid = await buy(session, byCard(SANDBOX_CARDS.success, { screener_id: venueEventId }));
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const [booked] = await t.db.select().from(bookings).where(eq(bookings.id, again.data.booking.id));
    expect(booked?.status).toBe(BOOKING_STATUSES.booked);

    const answered = await answerChallenge(left.data.purchase.payment_details.url ?? '', 'complete');
    expect((await markPaid(session, left.data.purchase.id, answered.token)).error?.code).toBe(
      ERROR_CATALOGUE.PAYMENT_SUPERSEDED.code,
    );
    const [old] = await t.db.select().from(bookings).where(eq(bookings.id, first.data.booking.id));
    expect(old?.status).toBe(BOOKING_STATUSES.payment_failed);
    expect(await completedOf(consumer.id)).toHaveLength(1);
  });
});

describe('a payment the viewer was told is in process', () => {
  it('mails the outcome when it fails, once', async () => {
    const { consumer } = await given.shop.viewer({ email: `told-${Date.now()}@example.test` });
    const at = new Date(t.clock.now().getTime() - 11 * 60_000);
    // A card payment whose answer was lost; the viewer had the "we will notify you" mail.
    const _told = await insertProcessingPurchase(t, {
      companyId: given.shop.company.id,
      consumerId: consumer.id,
      pricingId: given.ticketPlan,
      screenerId: given.eventId,
      amountMinor: 1200,
      gateway: 'sandbox',
      mailedStatus: PURCHASE_STATUSES.processing,
      createdAt: at,
    });
    const round = () =>
      reconcileStuckPurchases({ ...t, events: t.app.events }, given.providers, t.clock.now(), t.app.log);
    expect(await round()).toEqual(['released']);
    await round();
    const mails = mailsTo(consumer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([text('en', 'purchaseMail.failed.subject')]);
    expect(mails[0]?.text).toContain(
      text('en', 'purchaseMail.failed.intro', { company: given.shop.company.title }),
    );
  });
});
