import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Screener } from '@screener/contracts/screener';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyInSandbox, call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { purchases } from '../payments/schema.ts';

// The public part of these answers is shared for a minute here, so anything seen fresh below
// comes from the viewer's own part, read on every call (lib/call.ts, sharedAnswer).
const COUNTRY_HEADER = 'x-test-country';
const SHARED_FOR_MS = 60_000;

const t = useTestApp({
  env: { GUEST_ANSWER_CACHE_MS: String(SHARED_FOR_MS), GEO_COUNTRY_HEADER: COUNTRY_HEADER },
});
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const host = shop.company.domain;
  const freeEvent = await shop.event({ title: 'Free', monetizationEnabled: false });
  const paidEvent = await shop.event({ title: 'Paid', geoMode: 'block', geoCountries: ['US'] });
  const passPlan = await shop.plan(PRICING_TYPES.group, 3000, [paidEvent]);
  return { shop, host, freeEvent, paidEvent, passPlan };
});

async function upcoming(session?: Session, country = 'GB'): Promise<Map<number, Screener>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${given.shop.company.id}/screenings/upcoming`,
    payload: {},
    headers: {
      host: given.host,
      [COUNTRY_HEADER]: country,
      ...(session ? { authorization: signedHeader(session, t.clock.now()) } : {}),
    },
  });
  expect(refusalCode(response)).toBeNull();
  const events = response.json().data.data as Screener[];
  return new Map(events.map((event) => [event.id, event]));
}

async function overview(id: number, session?: Session) {
  const reply = await call<{ screener: Screener }>(
    t,
    given.host,
    `guest/company/${given.shop.company.id}/screenings/get`,
    { id },
    session,
  );
  expect(refusalCode(reply)).toBeNull();
  return reply.data.screener;
}

const flags = (event: Screener | undefined) => ({
  is_enrolled: event?.is_enrolled,
  is_purchased: event?.is_purchased,
  is_payment_in_process: event?.is_payment_in_process,
});
const guestFlags = { is_enrolled: false, is_purchased: false, is_payment_in_process: false };

describe('a signed-in viewer gets the shared public answer with its own part read fresh', () => {
  it('shows an enrollment on the very next call, to that viewer only', async () => {
    const { session } = await given.shop.viewer();
    const other = await given.shop.viewer();
    expect(flags((await upcoming(session)).get(given.freeEvent))).toEqual(guestFlags);

    const enrolled = await call(t, given.host, 'enroll', { screener_id: given.freeEvent }, session);
    expect(refusalCode(enrolled)).toBeNull();

    const own = (await upcoming(session)).get(given.freeEvent);
    expect(flags(own)).toEqual({ ...guestFlags, is_enrolled: true });
    expect(own?.pivot).toEqual({ event_starts_at: own?.event_starts_at, purchase_id: null });
    expect((await overview(given.freeEvent, session)).is_enrolled).toBe(true);
    expect(flags((await upcoming(other.session)).get(given.freeEvent))).toEqual(guestFlags);
    expect(flags((await upcoming()).get(given.freeEvent))).toEqual(guestFlags);
    expect((await overview(given.freeEvent)).pivot).toBeNull();
  });

  it('shows a purchase at once, and a purchase that stops granting (as a refund) at once', async () => {
    const { consumer, session } = await given.shop.viewer();
    expect((await overview(given.paidEvent, session)).is_purchased).toBe(false);

    const bought = await buyInSandbox(t, given.host, { pricing_id: given.passPlan }, session);
    expect(refusalCode(bought)).toBeNull();
    expect((await overview(given.paidEvent, session)).is_purchased).toBe(true);
    expect(flags((await upcoming(session)).get(given.paidEvent))).toMatchObject({ is_purchased: true });
    expect((await overview(given.paidEvent)).is_purchased).toBe(false);

    await t.db
      .update(purchases)
      .set({ status: PURCHASE_STATUSES.processing })
      .where(eq(purchases.consumerId, consumer.id));
    expect(flags((await upcoming(session)).get(given.paidEvent))).toMatchObject({
      is_purchased: false,
      is_payment_in_process: true,
    });

    await t.db
      .update(purchases)
      .set({ status: PURCHASE_STATUSES.initiated })
      .where(eq(purchases.consumerId, consumer.id));
    expect((await overview(given.paidEvent, session)).is_purchased).toBe(false);
    expect((await overview(given.paidEvent, session)).is_payment_in_process).toBe(false);
  });

  it('answers as to a guest on the very next call after logout', async () => {
    const { session } = await given.shop.viewer();
    await call(t, given.host, 'enroll', { screener_id: given.freeEvent }, session);
    expect((await upcoming(session)).get(given.freeEvent)?.is_enrolled).toBe(true);

    const loggedOut = await call(t, given.host, 'consumer/logout', {}, session);
    expect(refusalCode(loggedOut)).toBeNull();
    expect(flags((await upcoming(session)).get(given.freeEvent))).toEqual(guestFlags);
  });

  it('follows the viewer into another country on the very next call', async () => {
    const { session } = await given.shop.viewer();
    expect((await upcoming(session, 'GB')).get(given.paidEvent)?.is_geo_blocked).toBe(false);
    expect((await upcoming(session, 'US')).get(given.paidEvent)?.is_geo_blocked).toBe(true);
    expect((await upcoming(session, 'GB')).get(given.paidEvent)?.is_geo_blocked).toBe(false);
  });

  it('sends the Q&A meeting only to a viewer who bought the event, never in the shared answer', async () => {
    const qaEvent = await given.shop.event({
      title: 'With a Q&A',
      qaInfo: {
        title: 'Q&A with the director',
        message: 'Right after the film.',
        zoom_link: 'https://meet.example/j/777',
        meeting_id: '777 000 777',
        password: 'fjord',
      },
    });
    const single = await given.shop.plan(PRICING_TYPES.single, 800, [qaEvent]);
    const meeting = { zoom_link: 'https://meet.example/j/777', meeting_id: '777 000 777', password: 'fjord' };
    const withheld = { zoom_link: null, meeting_id: null, password: null, has_meeting: true };
    const publicPart = { title: 'Q&A with the director', message: 'Right after the film.' };
    const buyer = await given.shop.viewer();
    const onlooker = await given.shop.viewer();

    for (const path of ['get', 'getWithoutEnforce']) {
      const guest = await call<{ screener: Screener }>(
        t,
        given.host,
        `guest/company/${given.shop.company.id}/screenings/${path}`,
        { id: qaEvent },
      );
      expect(guest.data.screener.qa_info).toEqual({ ...publicPart, ...withheld });
    }
    // A list body of its own: the plain list was shared before this event existed.
    const listed = await call<{ data: Screener[] }>(
      t,
      given.host,
      `guest/company/${given.shop.company.id}/screenings/upcoming`,
      { perPage: 99 },
    );
    expect(listed.data.data.find((event) => event.id === qaEvent)?.qa_info).toEqual({
      ...publicPart,
      ...withheld,
    });
    expect((await overview(qaEvent, onlooker.session)).qa_info).toEqual({ ...publicPart, ...withheld });

    const bought = await buyInSandbox(t, given.host, { pricing_id: single }, buyer.session);
    expect(refusalCode(bought)).toBeNull();
    expect((await overview(qaEvent, buyer.session)).qa_info).toEqual({
      ...publicPart,
      ...meeting,
      has_meeting: true,
    });
    // The same shared answer, asked again by others, still holds no meeting.
    expect((await overview(qaEvent, onlooker.session)).qa_info).toEqual({ ...publicPart, ...withheld });
    expect((await overview(qaEvent)).qa_info).toEqual({ ...publicPart, ...withheld });
    const buyerList = await call<{ screenings: Screener[] }>(
      t,
      given.host,
      'listScreenings',
      {},
      buyer.session,
    );
    expect(buyerList.data.screenings.find((event) => event.id === qaEvent)?.qa_info).toMatchObject(meeting);
  });
});
