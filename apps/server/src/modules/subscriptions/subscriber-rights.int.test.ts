import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { subscriptionPlanScreenings } from './schema.ts';
import { DAY_MS, subscriptionCalls } from './subscription-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox']);
  const calls = subscriptionCalls(t, shop);
  return { shop, calls };
});

const onDemand = (values: Parameters<typeof given.shop.event>[0] = {}) =>
  given.shop.event({
    isVodEvent: true,
    vodAvailability: 48,
    screeningStartsAt: given.shop.hours(-1),
    screeningEndsAt: given.shop.hours(24 * 365),
    ...values,
  });
const enroll = (session: Session, screenerId: number) =>
  call(t, given.calls.host, 'enroll', { screener_id: screenerId }, session);
const watch = (session: Session, screenerId: number) =>
  call<{ screener: { id: number } }>(
    t,
    given.calls.host,
    `guest/company/${given.shop.company.id}/screenings/getAndEnforce`,
    { id: screenerId },
    session,
  );

describe("a subscriber's rights", () => {
  it('open paid on-demand and subscription events without a rental, and end with the subscription', async () => {
    const film = await onDemand();
    const members = await given.shop.event({
      eventType: EVENT_TYPES.subscription,
      monetizationEnabled: false,
      isVodEvent: true,
      screeningStartsAt: given.shop.hours(-1),
      screeningEndsAt: given.shop.hours(24 * 365),
    });
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    expect((await enroll(session, film)).error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);
    expect((await enroll(session, members)).error?.code).toBe(ERROR_CATALOGUE.NOT_PURCHASED.code);

    const { data } = await given.calls.subscribe(session, plan.id);
    expect(refusalCode(await enroll(session, film))).toBeNull();
    expect(refusalCode(await enroll(session, members))).toBeNull();
    // Never expired: far past the 48-hour rental a first watch would open.
    t.clock.advance(20 * DAY_MS);
    expect(refusalCode(await watch(session, film))).toBeNull();

    await given.calls.cancel(session, data.subscription.id, true);
    const ended = await watch(session, film);
    expect(ended.error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
    expect((await watch(session, members)).error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
  });

  it('last to the end of a period cancelled at period end, and no longer', async () => {
    const film = await onDemand();
    const plan = await given.calls.plan();
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id);
    await enroll(session, film);
    await given.calls.cancel(session, data.subscription.id);
    t.clock.advance(20 * DAY_MS);
    expect(refusalCode(await watch(session, film))).toBeNull();
    expect(await given.calls.advance(15 * DAY_MS, data.subscription.id)).toEqual(['ended']);
    const fresh = await given.calls.sessionOf(consumer.id);
    expect((await watch(fresh, film)).error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
  });
});

describe("the TV's library", () => {
  const library = (session: Session, includeSubscription?: boolean) =>
    call<{ screenings: { id: number; title: string }[] }>(
      t,
      given.calls.host,
      'listScreenings',
      includeSubscription === undefined ? {} : { include_subscription: includeSubscription },
      session,
    );
  const ids = (reply: { data: { screenings: { id: number }[] } }) =>
    reply.data.screenings.map((item) => item.id);

  it('lists the events the subscription opens beside those bought, only when asked and while it lasts', async () => {
    const film = await onDemand({ title: 'Opened by the plan' });
    const members = await given.shop.event({
      eventType: EVENT_TYPES.subscription,
      monetizationEnabled: false,
      isVodEvent: true,
      screeningStartsAt: given.shop.hours(-2),
      screeningEndsAt: given.shop.hours(24 * 365),
    });
    const over = await onDemand({
      screeningStartsAt: given.shop.hours(-48),
      screeningEndsAt: given.shop.hours(-1),
    });
    const live = await given.shop.event({
      screeningStartsAt: given.shop.hours(2),
      screeningEndsAt: given.shop.hours(4),
    });
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id);

    // The dashboard, as the spec has it, keeps to what the viewer holds.
    expect(ids(await library(session))).toEqual([]);
    const listed = ids(await library(session, true));
    expect(listed).toEqual(expect.arrayContaining([film, members]));
    expect(listed).not.toContain(over);
    expect(listed).not.toContain(live);
    // One the viewer enrolled in (first watch) is listed once.
    await enroll(session, film);
    expect(ids(await library(session, true)).filter((id) => id === film)).toHaveLength(1);

    await given.calls.cancel(session, data.subscription.id, true);
    expect(ids(await library(session, true))).not.toContain(members);
  });

  it("keeps to the plan's own events when it does not open them all", async () => {
    const chosen = await onDemand();
    const other = await onDemand();
    const plan = await given.calls.plan({ allEvents: false });
    await t.db.insert(subscriptionPlanScreenings).values({ planId: plan.id, screenerId: chosen });
    const { session } = await given.shop.viewer();
    await given.calls.subscribe(session, plan.id);
    const listed = ids(await library(session, true));
    expect(listed).toContain(chosen);
    expect(listed).not.toContain(other);
  });
});
