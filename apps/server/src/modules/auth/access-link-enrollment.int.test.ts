import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { accessLinks, consumers } from './schema.ts';

/** Spec part 2 §6: whoever an access link lets in (a link-logged-in viewer) may watch its event. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
let host: string;
/** A paid event on now, which nobody has bought. */
let eventId: number;
let fullEventId: number;

type Login = Session & {
  consumer: { id: number };
  screenings: { screener_id: number; is_enrolled: boolean }[];
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t);
  host = shop.company.domain;
  const live = {
    status: 'published' as const,
    screeningStartsAt: shop.hours(-0.5),
    screeningEndsAt: shop.hours(2),
  };
  eventId = await shop.event({ ...live, title: 'Paid premiere' });
  fullEventId = await shop.event({ ...live, title: 'Full house', limitation: 1 });
  await shop.plan(PRICING_TYPES.single, 1200, [eventId, fullEventId]);
  const named = await shop.viewer({ email: 'named@example.test' });
  await t.db.insert(accessLinks).values([
    { companyId: shop.company.id, screenerId: eventId, linkId: 'guest', mode: 'anonymous' },
    { companyId: shop.company.id, screenerId: eventId, linkId: 'preview', mode: 'simulation' },
    {
      companyId: shop.company.id,
      screenerId: eventId,
      linkId: 'named',
      mode: 'consumer',
      consumerId: named.consumer.id,
    },
    { companyId: shop.company.id, screenerId: fullEventId, linkId: 'full-guest', mode: 'anonymous' },
  ]);
});
afterAll(() => t.close());

const openLink = (body: object, session?: Session) =>
  call<Login>(t, host, 'consumer/loginWithAccessLink', { screener_id: eventId, ...body }, session);
const watch = (session: Session, screenerId = eventId) =>
  call<{ screener: { id: number } }>(
    t,
    host,
    `guest/company/${shop.company.id}/screenings/getAndEnforce`,
    { id: screenerId },
    session,
  );
const isEnrolledIn = (login: Login, screenerId: number) =>
  login.screenings.some((screening) => screening.screener_id === screenerId && screening.is_enrolled);

describe('an access link', () => {
  it.each([
    ['an anonymous link', { link_id: 'guest', name: 'Guest', email: 'guest@example.test' }],
    ['an anonymous link with sp=1', { link_id: 'guest', skip_form: true }],
    ['a consumer link', { link_id: 'named' }],
    ['a simulation link', { link_id: 'preview' }],
  ])('%s enrols its viewer in its paid event, who may then watch it', async (_kind, body) => {
    const opened = await openLink(body);
    expect(opened.error).toBeNull();
    expect(isEnrolledIn(opened.data, eventId)).toBe(true);
    const watched = await watch(opened.data);
    expect(watched.error).toBeNull();
    expect(watched.data.screener.id).toBe(eventId);
  });

  it('refuses a guest when the event is full, and leaves no made-up viewer behind', async () => {
    const first = await call<Login>(t, host, 'consumer/loginWithAccessLink', {
      screener_id: fullEventId,
      link_id: 'full-guest',
      skip_form: true,
    });
    expect(first.error).toBeNull();
    const before = await consumerCount();
    const second = await call<Login>(t, host, 'consumer/loginWithAccessLink', {
      screener_id: fullEventId,
      link_id: 'full-guest',
      skip_form: true,
    });
    expect(second.error?.code).toBe(ERROR_CATALOGUE.SOLD_OUT.code);
    expect(await consumerCount()).toBe(before);
  });
});

const consumerCount = async () =>
  (await t.db.select({ value: count() }).from(consumers).where(eq(consumers.companyId, shop.company.id)))[0]
    ?.value ?? 0;

describe('an access link opened by a signed-in viewer who stays (keep_session)', () => {
  it('enrols that account and keeps its session: no new session, nothing ended', async () => {
    const { session } = await shop.viewer({ email: 'stays@example.test' });
    const kept = await openLink({ link_id: 'guest', keep_session: true }, session);
    expect(kept.error).toBeNull();
    expect(kept.data.key).toBe(session.key);
    expect(isEnrolledIn(kept.data, eventId)).toBe(true);
    expect((await watch(session)).error).toBeNull();
  });

  it('is refused for a consumer link naming another viewer, who stays unenrolled', async () => {
    const { session } = await shop.viewer({ email: 'other@example.test' });
    const refused = await openLink({ link_id: 'named', keep_session: true }, session);
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.LINK_FOR_ANOTHER_ACCOUNT.code);
    expect((await watch(session)).error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
  });

  it('asks for a session when none is sent', async () => {
    const refused = await openLink({ link_id: 'guest', keep_session: true });
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.SESSION_EXPIRED.code);
  });
});
