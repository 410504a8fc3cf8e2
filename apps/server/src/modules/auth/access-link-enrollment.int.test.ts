import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { accessLinks, consumers } from './schema.ts';

type Login = Session & {
  consumer: { id: number };
  screenings: { screener_id: number; is_enrolled: boolean }[];
};

/** Spec part 2 §6: whoever an access link lets in (a link-logged-in viewer) may watch its event. */
const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const host = shop.company.domain;
  const live = {
    status: 'published' as const,
    screeningStartsAt: shop.hours(-0.5),
    screeningEndsAt: shop.hours(2),
  };
  /** A paid event on now, which nobody has bought. */
  const eventId = await shop.event({ ...live, title: 'Paid premiere' });
  const fullEventId = await shop.event({ ...live, title: 'Full house', limitation: 1 });
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
  return { shop, host, eventId, fullEventId };
});

const openLink = (body: object, session?: Session) =>
  call<Login>(
    t,
    given.host,
    'consumer/loginWithAccessLink',
    { screener_id: given.eventId, ...body },
    session,
  );
const watch = (session: Session, screenerId = given.eventId) =>
  call<{ screener: { id: number } }>(
    t,
    given.host,
    `guest/company/${given.shop.company.id}/screenings/getAndEnforce`,
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
    expect(isEnrolledIn(opened.data, given.eventId)).toBe(true);
    const watched = await watch(opened.data);
    expect(watched.error).toBeNull();
    expect(watched.data.screener.id).toBe(given.eventId);
  });

  it('refuses a guest when the event is full, and leaves no made-up viewer behind', async () => {
    const first = await call<Login>(t, given.host, 'consumer/loginWithAccessLink', {
      screener_id: given.fullEventId,
      link_id: 'full-guest',
      skip_form: true,
    });
    expect(first.error).toBeNull();
    const before = await consumerCount();
    const second = await call<Login>(t, given.host, 'consumer/loginWithAccessLink', {
      screener_id: given.fullEventId,
      link_id: 'full-guest',
      skip_form: true,
    });
    expect(second.error?.code).toBe(ERROR_CATALOGUE.SOLD_OUT.code);
    expect(await consumerCount()).toBe(before);
  });
});

const consumerCount = async () =>
  (
    await t.db
      .select({ value: count() })
      .from(consumers)
      .where(eq(consumers.companyId, given.shop.company.id))
  )[0]?.value ?? 0;

describe('an access link opened by a signed-in viewer who stays (keep_session)', () => {
  it('enrols that account and keeps its session: no new session, nothing ended', async () => {
    const { session } = await given.shop.viewer({ email: 'stays@example.test' });
    const kept = await openLink({ link_id: 'guest', keep_session: true }, session);
    expect(kept.error).toBeNull();
    expect(kept.data.key).toBe(session.key);
    expect(isEnrolledIn(kept.data, given.eventId)).toBe(true);
    expect((await watch(session)).error).toBeNull();
  });

  it('is refused for a consumer link naming another viewer, who stays unenrolled', async () => {
    const { session } = await given.shop.viewer({ email: 'other@example.test' });
    const refused = await openLink({ link_id: 'named', keep_session: true }, session);
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.LINK_FOR_ANOTHER_ACCOUNT.code);
    expect((await watch(session)).error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
  });

  it('asks for a session when none is sent', async () => {
    const refused = await openLink({ link_id: 'guest', keep_session: true });
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.SESSION_EXPIRED.code);
  });
});
