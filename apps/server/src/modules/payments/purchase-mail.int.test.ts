import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { payAtStandIn, startStripeStandIn } from '../../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { startedForFile } from '../../test/started-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { holdSeats } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import {
  attemptKey,
  call,
  createShop,
  insertProcessingPurchase,
  purchase,
  sandboxPurchase,
} from './purchase-test-helpers.ts';
import { reconcileStuckPurchases } from './reconcile-purchases.ts';
import { purchases } from './schema.ts';

const WEBHOOK_SECRET = 'whsec_purchase_mail_test';

const standIn = startedForFile(startStripeStandIn);
const t = useTestApp(() => ({ env: { ...standIn.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } }));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox', 'stripe', 'admin_pay']);
  const host = shop.company.domain;
  const eventId = await shop.event({ title: 'Opening Night' });
  const ticketPlan = await shop.plan(PRICING_TYPES.single, 1500, [eventId], { name: 'Ticket' });
  const passPlan = await shop.plan(PRICING_TYPES.group, 4000, [eventId], { name: 'Festival pass' });
  const film = await shop.event({ title: 'Northern Film', isVodEvent: true });
  const vodPlan = await shop.plan(PRICING_TYPES.vod, 499, [film], { name: 'Rental' });
  await shop.coupon('FREE01', 100);
  return { shop, host, eventId, ticketPlan, passPlan, vodPlan };
});

const card = (pricingId: number, cardNumber: string) =>
  sandboxPurchase({ pricing_id: pricingId, card_number: cardNumber });

const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
const linkIn = (html: string | undefined) => /<a href="([^"]+)"/.exec(html ?? '')?.[1];

describe('purchase mails', () => {
  it('a ticket paid by card sends one receipt with what was bought, the amount and the dashboard link', async () => {
    const { consumer, session } = await given.shop.viewer();
    const body = card(given.ticketPlan, SANDBOX_CARDS.success);
    const bought = await call(t, `${given.host}:3000`, 'purchase/screeningOrGroupTicket', body, session);
    expect(bought.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    // The same attempt sent again answers the same purchase and mails nothing more.
    await call(t, given.host, 'purchase/screeningOrGroupTicket', body, session);

    const mails = mailsTo(consumer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your receipt from ${given.shop.company.title}`]);
    const [receipt] = mails;
    expect(receipt?.text).toContain('What you bought: Ticket – Opening Night');
    expect(receipt?.text).toContain('Amount paid: €15.00');
    expect(receipt?.html).toContain('dir="ltr"');
    expect(receipt?.html).toContain(given.shop.company.title);
    // Built from the company's stored domain on the deployment's port.
    expect(linkIn(receipt?.html)).toBe(`http://${given.host}:${t.config.PORT}/user/dashboard?tab=events`);
  });

  it('a pass bought in Hebrew is mailed right to left, in Hebrew; in Spanish it says tú', async () => {
    const hebrew = await given.shop.viewer();
    await purchase(t, given.host, card(given.passPlan, SANDBOX_CARDS.success), hebrew.session, 'he');
    const [receipt] = mailsTo(hebrew.consumer.email);
    expect(receipt?.subject).toBe(`הקבלה שלכם מ-${given.shop.company.title}`);
    expect(receipt?.html).toMatch(/^<!doctype html><html lang="he" dir="rtl">/);
    expect(receipt?.html).toContain('תודה על הרכישה');
    expect(linkIn(receipt?.html)).toBe(`http://${given.host}:${t.config.PORT}/user/dashboard?tab=purchases`);

    const spanish = await given.shop.viewer();
    await purchase(t, given.host, card(given.passPlan, SANDBOX_CARDS.success), spanish.session, 'es');
    const [recibo] = mailsTo(spanish.consumer.email);
    expect(recibo?.subject).toBe(`Tu recibo de ${given.shop.company.title}`);
    expect(recibo?.text).toContain('Gracias por tu compra');
    expect(recibo?.text).toContain('40,00');
  });

  it('held seats paid for are mailed with the event and the seats', async () => {
    const hall = await createVenueShop(t);
    const hallEvent = await hall.venueEvent();
    const { consumer, session } = await hall.viewer();
    const hallHost = hall.company.domain;
    await holdSeats(t, hallHost, hallEvent, session, ['1-1', '1-2']);
    const paid = await purchase(
      t,
      hallHost,
      { ...card(given.ticketPlan, SANDBOX_CARDS.success), pricing_id: undefined, screener_id: hallEvent },
      session,
    );
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const [receipt] = mailsTo(consumer.email);
    expect(receipt?.text).toContain('What you bought: At the hall\nSeats: A1, A2\n');
  });

  it('an on-demand rental links to the on-demand tab', async () => {
    const { consumer, session } = await given.shop.viewer();
    await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      card(given.vodPlan, SANDBOX_CARDS.success),
      session,
    );
    const [receipt] = mailsTo(consumer.email);
    expect(receipt?.text).toContain('What you bought: Rental – Northern Film');
    expect(linkIn(receipt?.html)).toBe(`http://${given.host}:${t.config.PORT}/user/dashboard?tab=vodEvents`);
  });

  it('taking part for free with a 100% coupon sends no receipt, as the spec mails nothing for it', async () => {
    const { consumer, session } = await given.shop.viewer();
    const free = await purchase(
      t,
      given.host,
      { ...card(given.ticketPlan, SANDBOX_CARDS.success), coupon_code: 'FREE01' },
      session,
    );
    expect(free.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect(mailsTo(consumer.email)).toEqual([]);
  });

  it('a declined card sends nothing', async () => {
    const { consumer, session } = await given.shop.viewer();
    const declined = await purchase(t, given.host, card(given.ticketPlan, SANDBOX_CARDS.declined), session);
    expect(refusalCode(declined)).toBe(4020);
    expect(mailsTo(consumer.email)).toEqual([]);
  });

  it('a 3-D Secure challenge mails nothing while open, then one receipt for two markPaid at once', async () => {
    const { consumer, session } = await given.shop.viewer();
    const started = await purchase(
      t,
      given.host,
      card(given.ticketPlan, SANDBOX_CARDS.threeDSecure),
      session,
    );
    expect(started.data.purchase.next_action).toBe('three_d_secure');
    expect(mailsTo(consumer.email)).toEqual([]);
    const url = new URL(started.data.purchase.payment_details.url ?? '');
    const page = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { host: given.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    const token = /"client_secret_id":"([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
    const markPaid = () =>
      call(
        t,
        given.host,
        'screenings/payment/markPaid',
        { purchase_id: started.data.purchase.id, client_secret_id: token },
        session,
      );
    await Promise.all([markPaid(), markPaid()]);
    expect(mailsTo(consumer.email).map((mail) => mail.subject)).toEqual([
      `Your receipt from ${given.shop.company.title}`,
    ]);
  });

  it('cash left in process sends "we will notify you" once, and the receipt when it is confirmed', async () => {
    const { consumer, session } = await given.shop.viewer();
    const cash = await purchase(
      t,
      given.host,
      { charge_type: 'admin_pay', idempotency_key: attemptKey(), pricing_id: given.ticketPlan },
      session,
      'it',
    );
    expect(cash.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    const [waiting] = mailsTo(consumer.email);
    expect(waiting?.subject).toBe('Il tuo pagamento è in elaborazione');
    expect(waiting?.text).toContain('Ti avviseremo via email quando sarà completato');

    const boxOffice = (await createStaff(t, given.shop.company.id, 'box_office')).token;
    const confirm = () =>
      staffCall(t, given.host, `admin/purchases/${cash.data.purchase.id}/confirm`, {}, boxOffice);
    await Promise.all([confirm(), confirm()]);
    expect(mailsTo(consumer.email).map((mail) => mail.subject)).toEqual([
      'Il tuo pagamento è in elaborazione',
      `La tua ricevuta di ${given.shop.company.title}`,
    ]);
  });

  it('a purchase completed by a webhook racing the reconciliation job is mailed once', async () => {
    const { consumer } = await given.shop.viewer();
    const at = new Date(t.clock.now().getTime() - 11 * 60_000);
    const stuck = await insertProcessingPurchase(t, {
      companyId: given.shop.company.id,
      consumerId: consumer.id,
      pricingId: given.ticketPlan,
      screenerId: given.eventId,
      amountMinor: 1500,
      gateway: 'stripe',
      language: 'es',
      createdAt: at,
    });
    const intent = await payAtStandIn(standIn, stuck.id, 1500);
    await t.db.update(purchases).set({ gatewayReference: intent.id }).where(eq(purchases.id, stuck.id));
    // Only signs the webhook, as Stripe would.
    const stripe = new Stripe('sk_test_stand_in');
    const payload = JSON.stringify({
      id: 'evt_mail_race',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: 1_780_000_000,
      data: { object: standIn.intents.get(intent.id) },
    });
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/stripe',
        headers: {
          host: given.host,
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
            timestamp: Math.floor(t.clock.now().getTime() / 1000),
          }),
        },
        payload,
      });
    const providers = createPaymentProviders(t.config);
    await Promise.all([
      webhook(),
      reconcileStuckPurchases({ ...t, events: t.app.events }, providers, t.clock.now(), t.app.log),
      webhook(),
    ]);

    const mails = mailsTo(consumer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Tu recibo de ${given.shop.company.title}`]);
    // No viewer's request here: the link comes from the stored domain and the server's port.
    expect(linkIn(mails[0]?.html)).toBe(`http://${given.host}:${t.config.PORT}/user/dashboard?tab=events`);
  });
});
