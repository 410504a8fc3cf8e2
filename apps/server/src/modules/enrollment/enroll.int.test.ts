import type { ZEnrollResponse } from '@screener/contracts/enrollment';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { ACCESS_LINK_TYPES, EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { attemptKey, buyInSandbox, call, createShop, purchase } from '../payments/purchase-test-helpers.ts';
import { subscriptionPlans, subscriptions } from '../subscriptions/schema.ts';
import { enrollments } from './schema.ts';

type Reply = z.infer<typeof ZEnrollResponse>;

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox', 'admin_pay']);
  const host = shop.company.domain;
  return { shop, host };
});

const enroll = (screenerId: number, session: { key: string; secret: string }, extra: object = {}) =>
  call<Reply>(t, given.host, 'enroll', { screener_id: screenerId, ...extra }, session);

describe('enroll', () => {
  it('enrols in a free event once and answers the refreshed screenings and group purchases', async () => {
    const free = await given.shop.event({ monetizationEnabled: false });
    const { consumer, session } = await given.shop.viewer();
    const first = await enroll(free, session);
    expect(refusalCode(first)).toBeNull();
    expect(first.data.screenings).toEqual([
      expect.objectContaining({ screener_id: free, is_enrolled: true }),
    ]);
    expect(first.data.group_purchases).toEqual([]);
    await enroll(free, session);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id))).toHaveLength(
      1,
    );
  });

  it('refuses a paid event not purchased, and enrols once it is', async () => {
    const paid = await given.shop.event();
    const plan = await given.shop.plan(PRICING_TYPES.group, 900, [paid]);
    const { session } = await given.shop.viewer();
    const refused = await enroll(paid, session);
    expect(refusalCode(refused)).toBe(4010);
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);
    // A pass makes the event purchased without enrolling in it.
    await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      {
        charge_type: 'sandbox',
        idempotency_key: attemptKey(),
        pricing_id: plan,
        card_number: SANDBOX_CARDS.success,
      },
      session,
    );
    const enrolled = await enroll(paid, session);
    expect(enrolled.data.screenings).toEqual([
      expect.objectContaining({ screener_id: paid, is_purchased: true, is_enrolled: true }),
    ]);
    expect(enrolled.data.group_purchases).toHaveLength(1);
  });

  it('says so while a payment is in process', async () => {
    const paid = await given.shop.event();
    const plan = await given.shop.plan(PRICING_TYPES.single, 900, [paid]);
    const { session } = await given.shop.viewer();
    const cash = await purchase(
      t,
      given.host,
      { charge_type: 'admin_pay', idempotency_key: attemptKey(), pricing_id: plan },
      session,
    );
    expect(cash.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    const refused = await enroll(paid, session);
    expect(refusalCode(refused)).toBe(4011);
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_IN_PROCESS.code);
  });

  it('refuses when registration has closed, and in a country the event blocks', async () => {
    const closed = await given.shop.event({
      monetizationEnabled: false,
      registrationEndsAt: given.shop.hours(-1),
    });
    const blocked = await given.shop.event({
      monetizationEnabled: false,
      geoMode: 'allow',
      geoCountries: ['US'],
    });
    const { session } = await given.shop.viewer();
    const late = await enroll(closed, session);
    expect(refusalCode(late)).toBe(4003);
    expect(late.error).toMatchObject({
      code: ERROR_CATALOGUE.REGISTRATION_CLOSED.code,
      message: 'Registration Closed',
    });
    const region = await enroll(blocked, session);
    expect(region.error?.code).toBe(ERROR_CATALOGUE.GEO_BLOCKED.code);
  });

  it('opens a paid on-demand event to a live subscription, not without one', async () => {
    const vod = await given.shop.event({ isVodEvent: true, vodAvailability: 48 });
    const { consumer, session } = await given.shop.viewer();
    expect((await enroll(vod, session)).error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({
        companyId: given.shop.company.id,
        interval: 'month',
        amountMinor: 999,
        currency: 'EUR',
        planName: 'Monthly',
      })
      .returning();
    await t.db.insert(subscriptions).values({
      companyId: given.shop.company.id,
      consumerId: consumer.id,
      planId: plan?.id ?? 0,
      status: 'active',
      currentPeriodStart: given.shop.hours(-24),
      currentPeriodEnd: given.shop.hours(24 * 29),
      gateway: 'sandbox',
    });
    const enrolled = await enroll(vod, session);
    expect(refusalCode(enrolled)).toBeNull();
  });

  it('records the part chosen on an event with both parts; seats are bought; a preview session cannot enrol', async () => {
    const both = await given.shop.event({
      monetizationEnabled: false,
      eventType: EVENT_TYPES.virtual_and_physical,
    });
    const { consumer, session } = await given.shop.viewer();
    const seats = await enroll(both, session, { event_type: EVENT_TYPES.physical });
    expect(seats.error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);
    await enroll(both, session, { event_type: EVENT_TYPES.virtual });
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id));
    expect(row?.eventType).toBe(EVENT_TYPES.virtual);

    const preview = await openSession(t.db, {
      companyId: given.shop.company.id,
      consumerId: consumer.id,
      now: t.clock.now(),
      accessLinkType: ACCESS_LINK_TYPES.preview,
    });
    const refused = await enroll(both, preview.session);
    expect(refusalCode(refused)).toBe(403);
  });

  it('sells the venue part of an event with both parts to a viewer who bought its online ticket', async () => {
    const both = await given.shop.event({ eventType: EVENT_TYPES.virtual_and_physical });
    const online = await given.shop.plan(PRICING_TYPES.single, 800, [both]);
    const { session } = await given.shop.viewer();
    const bought = await buyInSandbox(t, given.host, { pricing_id: online }, session);
    expect(bought.data.screenings).toEqual([
      expect.objectContaining({ screener_id: both, is_purchased: true, is_venue_ticket_purchased: false }),
    ]);
    // The online ticket does not seat the viewer: the venue part is still to buy.
    const venue = await enroll(both, session, { event_type: EVENT_TYPES.physical });
    expect(venue.error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);
    const overview = await call<{ screener: { is_venue_ticket_purchased?: boolean } }>(
      t,
      given.host,
      `guest/company/${given.shop.company.id}/screenings/get`,
      { id: both },
      session,
    );
    expect(overview.data.screener.is_venue_ticket_purchased).toBe(false);
  });

  it('refuses a guest', async () => {
    const guest = await call(t, given.host, 'enroll', { screener_id: 1 });
    expect(refusalCode(guest)).toBe(551);
  });
});
