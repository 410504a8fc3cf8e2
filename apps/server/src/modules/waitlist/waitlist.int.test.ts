import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { AdminWaitlistEntry, WaitlistPlace } from '@screener/contracts/waitlist';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baseCustomProperties } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { buyInSandbox, call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { screeners } from '../screenings/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { waitlistEntries } from './schema.ts';

/*
 * The waitlist of a sold-out event (issue 38). On PostgreSQL (run once with DATABASE_URL) the
 * frees at once truly overlap on a pool of connections; on PGlite they are serialised.
 */

type State = { screener_id: number; sold_out: boolean; place: WaitlistPlace | null };
type Listing = { screener_id: number; capacity: number | null; entries: AdminWaitlistEntry[] };

const HOUR = 3_600_000;
const OFFER_HOURS = 2;

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox'], {
    customProperties: { ...baseCustomProperties, waitlist_offer_hours: OFFER_HOURS },
  });
  const host = shop.company.domain;
  const owner = (await createStaff(t, shop.company.id, 'owner')).token;
  const boxOffice = (await createStaff(t, shop.company.id, 'box_office')).token;
  const second = await createShop(t);
  const other: { host: string; owner: string; viewer: Session } = {
    host: second.company.domain,
    owner: (await createStaff(t, second.company.id, 'owner')).token,
    viewer: (await second.viewer()).session,
  };
  return { shop, host, owner, boxOffice, other };
});

/** A published event of `capacity` places sold by a single ticket of 10 euros. */
async function soldOutEvent(capacity = 1) {
  const eventId = await given.shop.event({ title: 'Small room', limitation: capacity });
  const plan = await given.shop.plan(PRICING_TYPES.single, 1000, [eventId]);
  const buyers = [];
  for (let n = 0; n < capacity; n++) {
    const buyer = await given.shop.viewer();
    const bought = await buy(plan, buyer.session);
    expect(refusalCode(bought)).toBeNull();
    buyers.push({ ...buyer, purchaseId: bought.data.purchase.id });
  }
  return { eventId, plan, buyers };
}

const buy = (plan: number, session: Session) => buyInSandbox(t, given.host, { pricing_id: plan }, session);

const join = (eventId: number, session: Session, language: 'en' | 'es' = 'en', onHost = given.host) =>
  call<State>(t, onHost, 'waitlist/join', { screener_id: eventId }, session, language);
const leave = (eventId: number, session: Session) =>
  call<State>(t, given.host, 'waitlist/leave', { screener_id: eventId }, session);
const state = (eventId: number, session: Session) =>
  call<State>(t, given.host, 'waitlist/get', { screener_id: eventId }, session);
const claim = (token: string, session: Session, onHost = given.host) =>
  call<{ screener_id: number; hold_ends_at: string }>(t, onHost, 'waitlist/claim', { token }, session);
const refund = (purchaseId: number) =>
  staffCall(
    t,
    given.host,
    'admin/orders/refund',
    { purchase_id: purchaseId, reason: 'Cannot come' },
    given.owner,
  );
const list = (eventId: number, token = given.owner, onHost = given.host) =>
  staffCall<Listing>(t, onHost, 'admin/waitlist/list', { screener_id: eventId }, token);

/** The claim tokens mailed to `email` since `from` (an index into the captured mails). */
function mailedTokens(email: string, from = 0): string[] {
  return t.mailer.sent
    .slice(from)
    .filter((mail) => mail.to === email)
    .flatMap((mail) =>
      [...mail.text.matchAll(/\/waitlist\/claim\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''),
    );
}

const entriesOf = (eventId: number) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.screenerId, eventId));

describe('joining and leaving', () => {
  it('refuses a join while places are left, and on an event without a capacity', async () => {
    const open = await given.shop.event({ title: 'Roomy', limitation: 5 });
    const unlimited = await given.shop.event({ title: 'Online' });
    const { session } = await given.shop.viewer();
    expect(refusalCode(await join(open, session))).toBe(4330);
    expect(refusalCode(await join(unlimited, session))).toBe(4330);
    expect((await state(open, session)).data).toEqual({ screener_id: open, sold_out: false, place: null });
    expect(await entriesOf(open)).toEqual([]);
  });

  it('queues viewers of a sold-out event in order, once each, and lets them leave', async () => {
    const { eventId, buyers } = await soldOutEvent();
    const [first, second] = [await given.shop.viewer(), await given.shop.viewer()];
    const joined = await join(eventId, first.session);
    expect(refusalCode(joined)).toBeNull();
    expect(joined.data).toMatchObject({ sold_out: true, place: { status: 'waiting', position: 1 } });
    expect((await join(eventId, second.session)).data.place?.position).toBe(2);
    // Joining again keeps the place in line.
    expect((await join(eventId, first.session)).data.place?.position).toBe(1);
    // A viewer who holds a place has nothing to wait for.
    expect(refusalCode(await join(eventId, buyers[0]?.session ?? first.session))).toBe(4012);

    const left = await leave(eventId, first.session);
    expect(left.data).toMatchObject({ sold_out: true, place: null });
    expect((await state(eventId, second.session)).data.place?.position).toBe(1);
    expect((await entriesOf(eventId)).map((entry) => entry.status).sort()).toEqual(['left', 'waiting']);
  });

  it('has no line at an event sold by its seat chart', async () => {
    const hall = await createVenueShop(t);
    const eventId = await hall.venueEvent();
    await t.db.update(screeners).set({ limitation: 1 }).where(eq(screeners.id, eventId));
    const seated = await hall.viewer();
    await t.db
      .insert(enrollments)
      .values({ companyId: hall.company.id, screenerId: eventId, consumerId: seated.consumer.id });
    const refused = await join(eventId, (await hall.viewer()).session, 'en', hall.company.domain);
    expect(refusalCode(refused)).toBe(4004);
    expect(await entriesOf(eventId)).toEqual([]);
  });

  it('refuses another company’s event as unknown', async () => {
    const { eventId } = await soldOutEvent();
    expect(refusalCode(await join(eventId, given.other.viewer, 'en', given.other.host))).toBe(404);
  });
});

describe('offers', () => {
  it('offers a refunded place to the first in line by mail in their language, and the claim lets them buy it', async () => {
    const { eventId, plan, buyers } = await soldOutEvent();
    const first = await given.shop.viewer({ email: 'first.in.line@example.test' });
    const second = await given.shop.viewer();
    const outsider = await given.shop.viewer();
    await join(eventId, first.session, 'es');
    await join(eventId, second.session);
    const mailsBefore = t.mailer.sent.length;

    expect(refusalCode(await refund(buyers[0]?.purchaseId ?? 0))).toBeNull();
    const offerMail = t.mailer.sent
      .slice(mailsBefore)
      .find((mail) => mail.to === 'first.in.line@example.test');
    expect(offerMail?.subject).toBe('Hay una plaza para ti en Small room');
    const [token] = mailedTokens('first.in.line@example.test', mailsBefore);
    expect(token).toBeDefined();
    // Only the hash is kept.
    const rows = await entriesOf(eventId);
    expect(rows.find((row) => row.status === 'offered')?.claimTokenHash).not.toBe(token);
    expect((await state(eventId, first.session)).data).toMatchObject({
      sold_out: false,
      place: { status: 'offered', position: null },
    });
    expect((await state(eventId, second.session)).data).toMatchObject({
      sold_out: true,
      place: { position: 1 },
    });

    // The offered place is nobody else's to buy.
    expect(refusalCode(await buy(plan, outsider.session))).toBe(4004);
    // Nor is the link anyone else's to use.
    expect(refusalCode(await claim(token ?? '', second.session))).toBe(4170);

    const claimed = await claim(token ?? '', first.session);
    expect(refusalCode(claimed)).toBeNull();
    expect(claimed.data).toEqual({
      screener_id: eventId,
      hold_ends_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(refusalCode(await claim(token ?? '', first.session))).toBe(4331);
    expect(refusalCode(await buy(plan, first.session))).toBeNull();

    // Past the offer's time the entry is closed as enrolled, and the place stays taken.
    t.clock.advance(OFFER_HOURS * HOUR + 1000);
    expect(await t.app.waitlist.sweep()).toBe(0);
    expect((await entriesOf(eventId)).map((row) => row.status).sort()).toEqual(['enrolled', 'waiting']);
  });

  it('passes an unclaimed offer to the next in line once its time ends, and the old link grants nothing', async () => {
    const { eventId, buyers } = await soldOutEvent();
    const first = await given.shop.viewer({ email: 'slow.viewer@example.test' });
    const second = await given.shop.viewer({ email: 'next.viewer@example.test' });
    await join(eventId, first.session);
    await join(eventId, second.session);
    const mailsBefore = t.mailer.sent.length;
    await refund(buyers[0]?.purchaseId ?? 0);
    const [token] = mailedTokens('slow.viewer@example.test', mailsBefore);

    // Still within its time, the round changes nothing.
    t.clock.advance(OFFER_HOURS * HOUR - 1000);
    expect(await t.app.waitlist.sweep()).toBe(0);
    t.clock.advance(2000);
    expect(await t.app.waitlist.sweep()).toBe(1);
    expect(mailedTokens('next.viewer@example.test', mailsBefore)).toHaveLength(1);
    expect(refusalCode(await claim(token ?? '', first.session))).toBe(4331);
    const statuses = Object.fromEntries(
      (await list(eventId)).data.entries.map((e) => [e.consumer.email, e.status]),
    );
    expect(statuses).toEqual({
      'slow.viewer@example.test': 'expired',
      'next.viewer@example.test': 'offered',
    });
  });

  it('gives an offer left by its viewer to the next in line', async () => {
    const { eventId, buyers } = await soldOutEvent();
    const first = await given.shop.viewer();
    const second = await given.shop.viewer({ email: 'after.leaver@example.test' });
    await join(eventId, first.session);
    await join(eventId, second.session);
    await refund(buyers[0]?.purchaseId ?? 0);
    const mailsBefore = t.mailer.sent.length;
    await leave(eventId, first.session);
    expect(mailedTokens('after.leaver@example.test', mailsBefore)).toHaveLength(1);
  });

  it('offers places freed by a capacity raised', async () => {
    const { eventId } = await soldOutEvent();
    const waiting = await Promise.all([given.shop.viewer(), given.shop.viewer(), given.shop.viewer()]);
    for (const viewer of waiting) await join(eventId, viewer.session);
    await t.db.update(screeners).set({ limitation: 3 }).where(eq(screeners.id, eventId));
    await t.app.places.freed({ companyId: given.shop.company.id, screenerId: eventId });
    const rows = await entriesOf(eventId);
    expect(rows.filter((row) => row.status === 'offered')).toHaveLength(2);
    expect(rows.find((row) => row.status === 'waiting')?.consumerId).toBe(waiting[2]?.consumer.id);
  });

  it('makes exactly one offer per freed place when places free at once', async () => {
    const { eventId, buyers } = await soldOutEvent(3);
    const line = await Promise.all(Array.from({ length: 5 }, () => given.shop.viewer()));
    for (const viewer of line) await join(eventId, viewer.session);
    // Two refunds at once, each telling the waitlist, and the same news told five more times.
    await Promise.all([
      refund(buyers[0]?.purchaseId ?? 0),
      refund(buyers[1]?.purchaseId ?? 0),
      ...Array.from({ length: 5 }, () =>
        t.app.places.freed({ companyId: given.shop.company.id, screenerId: eventId }),
      ),
    ]);
    const offered = (await entriesOf(eventId)).filter((row) => row.status === 'offered');
    expect(offered.map((row) => row.consumerId).sort()).toEqual(
      [line[0]?.consumer.id, line[1]?.consumer.id].sort(),
    );
  });

  it('offers each place once when many rounds run at once, as on several nodes, after a capacity raised', async () => {
    for (let round = 0; round < 4; round++) {
      const { eventId } = await soldOutEvent();
      const line = await Promise.all(Array.from({ length: 6 }, () => given.shop.viewer()));
      for (const viewer of line) await join(eventId, viewer.session);
      await t.db.update(screeners).set({ limitation: 3 }).where(eq(screeners.id, eventId));
      await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.places.freed({ companyId: given.shop.company.id, screenerId: eventId }),
        ),
      );
      const offered = (await entriesOf(eventId)).filter((row) => row.status === 'offered');
      expect(offered.map((row) => row.consumerId).sort()).toEqual(
        [line[0]?.consumer.id, line[1]?.consumer.id].sort(),
      );
    }
  });

  it('grants a link used twice at once once', async () => {
    const { eventId, buyers } = await soldOutEvent();
    const viewer = await given.shop.viewer({ email: 'double.click@example.test' });
    await join(eventId, viewer.session);
    const mailsBefore = t.mailer.sent.length;
    await refund(buyers[0]?.purchaseId ?? 0);
    const [token] = mailedTokens('double.click@example.test', mailsBefore);
    const results = await Promise.all(Array.from({ length: 4 }, () => claim(token ?? '', viewer.session)));
    expect(results.filter((result) => refusalCode(result) === null)).toHaveLength(1);
    expect(results.filter((result) => refusalCode(result) === 4331)).toHaveLength(3);
  });

  it('refuses a link on another company’s site', async () => {
    const { eventId, buyers } = await soldOutEvent();
    const viewer = await given.shop.viewer({ email: 'wrong.site@example.test' });
    await join(eventId, viewer.session);
    const mailsBefore = t.mailer.sent.length;
    await refund(buyers[0]?.purchaseId ?? 0);
    const [token] = mailedTokens('wrong.site@example.test', mailsBefore);
    expect(refusalCode(await claim(token ?? '', given.other.viewer, given.other.host))).toBe(4331);
    expect(refusalCode(await claim('A'.repeat(43), viewer.session))).toBe(4331);
    expect(refusalCode(await claim('short', viewer.session))).toBe(400);
  });
});

describe('admin/waitlist/list', () => {
  it('lists the line in order with each offer, for staff who see orders, of their own company only', async () => {
    const { eventId } = await soldOutEvent();
    const first = await given.shop.viewer({ email: 'list.one@example.test', name: 'List One' });
    await join(eventId, first.session);
    t.clock.advance(1000);
    const second = await given.shop.viewer({ email: 'list.two@example.test' });
    await join(eventId, second.session);

    const listed = await list(eventId, given.boxOffice);
    expect(refusalCode(listed)).toBeNull();
    expect(listed.data.capacity).toBe(1);
    expect(listed.data.entries).toEqual([
      expect.objectContaining({
        position: 1,
        status: 'waiting',
        consumer: expect.objectContaining({ name: 'List One', email: 'list.one@example.test' }),
        offered_at: null,
      }),
      expect.objectContaining({ position: 2, status: 'waiting' }),
    ]);
    expect(refusalCode(await list(eventId, given.other.owner, given.other.host))).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/waitlist/list',
      payload: { screener_id: eventId },
      headers: { host: given.host },
    });
    expect(refusalCode(anonymous)).not.toBeNull();
    const viewerCall = await call(
      t,
      given.host,
      'admin/waitlist/list',
      { screener_id: eventId },
      first.session,
    );
    expect(refusalCode(viewerCall)).not.toBeNull();
    expect(
      await t.db
        .select()
        .from(waitlistEntries)
        .where(
          and(eq(waitlistEntries.screenerId, eventId), eq(waitlistEntries.companyId, given.shop.company.id)),
        ),
    ).toHaveLength(2);
  });
});
