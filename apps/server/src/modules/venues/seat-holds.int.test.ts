import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, SEAT_STATUSES, TICKET_TYPES } from '@screener/contracts/seats';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { baseCustomProperties } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, type Session } from '../payments/purchase-test-helpers.ts';
import { screeners } from '../screenings/schema.ts';
import { bookings, seats } from './schema.ts';
import { findSeatChart } from './seat-chart.ts';
import { lockSeats } from './seat-holds.ts';
import { holdSeats } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  const host = shop.company.domain;
  return { shop, host };
});

type StatusReply = { seats_status: Record<string, number> };
const statuses = async (screenerId: number, session?: Session) =>
  (
    await call<StatusReply>(
      t,
      given.host,
      `guest/company/${given.shop.company.id}/screenings/${screenerId}/getSeatsStatus`,
      {},
      session,
    )
  ).data.seats_status;

const lock = (screenerId: number, session: Session, seatIndexes: string[], ticketTypes: object = {}) =>
  holdSeats(t, given.host, screenerId, session, seatIndexes, ticketTypes);

const lockedBooking = async (screenerId: number, session: Session) =>
  (
    await call<{ booking: LockedBooking | null }>(
      t,
      given.host,
      'getLockedBooking',
      { screener_id: screenerId },
      session,
    )
  ).data.booking;

const chartOf = async (screenerId: number) => {
  const chart = await findSeatChart(t.db, given.shop.company.id, screenerId);
  if (!chart) throw new Error('no seat chart');
  return chart;
};

describe('the overview of an event at a venue', () => {
  it('carries the seat chart, the seat prices, the ticket type discounts and the most seats per order', async () => {
    const eventId = await given.shop.venueEvent(EVENT_TYPES.virtual_and_physical, 3);
    const overview = async (id: number) =>
      (
        await call<{ screener: Record<string, unknown> }>(
          t,
          given.host,
          `guest/company/${given.shop.company.id}/screenings/get`,
          { id },
        )
      ).data.screener;
    const screener = await overview(eventId);
    expect(screener).toMatchObject({
      physical_venue: { name: 'Main hall', rows: 6, columns: 5, not_for_sale: ['1-5'] },
      physical_venue_seats_pricing: { '10': '10.00', '30': '15.00' },
      physical_venue_ticket_types_discount: { '10': 50, '20': 20 },
      physical_venue_max_seats_purchase_count: 3,
      physical_venue_currency: 'EUR',
    });
    expect((screener.physical_venue as { seats: Record<string, unknown> }).seats['1-3']).toEqual({
      label: '',
      category: 10,
      is_accessible: false,
    });
    const online = await overview(await given.shop.event({ eventType: EVENT_TYPES.virtual }));
    expect(online.physical_venue).toBeUndefined();
  });
});

describe('getSeatsStatus', () => {
  it('lists every sellable seat as available, never an aisle or a seat held back', async () => {
    const eventId = await given.shop.venueEvent();
    const seatsStatus = await statuses(eventId);
    expect(Object.keys(seatsStatus)).toHaveLength(6 * 4 - 1);
    expect(seatsStatus['1-1']).toBe(SEAT_STATUSES.available);
    expect(seatsStatus['1-3']).toBeUndefined();
    expect(seatsStatus['1-5']).toBeUndefined();
  });

  it('answers 404 for an online event and for another company', async () => {
    const online = await given.shop.event({ eventType: EVENT_TYPES.virtual });
    const path = (companyId: number, id: number) =>
      `guest/company/${companyId}/screenings/${id}/getSeatsStatus`;
    expect(refusalCode(await call(t, given.host, path(given.shop.company.id, online), {}))).toBe(404);
    const other = await createVenueShop(t);
    const theirs = await other.venueEvent();
    expect(refusalCode(await call(t, given.host, path(given.shop.company.id, theirs), {}))).toBe(404);
  });
});

describe('markSeatsLocked', () => {
  it('holds the seats for the hold time at the server-computed price, shown as locked to others only', async () => {
    const eventId = await given.shop.venueEvent();
    const [alice, bob] = [await given.shop.viewer(), await given.shop.viewer()];
    const reply = await lock(eventId, alice.session, ['2-1', '1-1'], { '2-1': TICKET_TYPES.child });
    expect(refusalCode(reply)).toBeNull();
    expect(reply.data.booking).toMatchObject({
      seat_indexes: ['1-1', '2-1'],
      ticket_types_discount: { '1-1': TICKET_TYPES.none, '2-1': TICKET_TYPES.child },
      seats: [
        { seat_index: '1-1', label: 'A1', category: 30, price: '15.00' },
        { seat_index: '2-1', label: 'B1', category: 10, price: '5.00' },
      ],
      amount: '20.00',
      currency: 'EUR',
      lock_expires_at: '2026-06-01 12:10:00',
    });
    expect(await statuses(eventId, bob.session)).toMatchObject({ '1-1': 20, '2-1': 20, '2-2': 10 });
    expect(await statuses(eventId, alice.session)).toMatchObject({ '1-1': 10, '2-1': 10 });
    expect(await lockedBooking(eventId, alice.session)).toEqual(reply.data.booking);
    expect(await lockedBooking(eventId, bob.session)).toBeNull();
  });

  it('holds the seats for the company’s own hold time when it sets one', async () => {
    const quick = await createVenueShop(t, 6, {
      customProperties: { ...baseCustomProperties, seat_hold_minutes: 5 },
    });
    const eventId = await quick.venueEvent();
    const { session } = await quick.viewer();
    const reply = await holdSeats(t, quick.company.domain, eventId, session, ['2-1']);
    expect(reply.data.booking.lock_expires_at).toBe('2026-06-01 12:05:00');
  });

  it('holds all the asked seats or none, naming the seats already taken', async () => {
    const eventId = await given.shop.venueEvent();
    const [alice, bob] = [await given.shop.viewer(), await given.shop.viewer()];
    expect(refusalCode(await lock(eventId, alice.session, ['3-1', '3-2']))).toBeNull();
    const refused = await lock(eventId, bob.session, ['3-2', '3-4', '3-5']);
    expect(refusalCode(refused)).toBe(4005);
    expect(refused.error).toMatchObject({
      code: ERROR_CATALOGUE.SEATS_TAKEN.code,
      details: { seats: ['3-2'] },
    });
    expect(await statuses(eventId, alice.session)).toMatchObject({ '3-4': 10, '3-5': 10 });
    expect(await lockedBooking(eventId, bob.session)).toBeNull();
  });

  it('moves a viewer’s hold to a new selection and frees the seats left out', async () => {
    const eventId = await given.shop.venueEvent();
    const [alice, bob] = [await given.shop.viewer(), await given.shop.viewer()];
    await lock(eventId, alice.session, ['4-1', '4-2']);
    const moved = await lock(eventId, alice.session, ['4-2', '4-4']);
    expect(moved.data.booking.seat_indexes).toEqual(['4-2', '4-4']);
    expect(await statuses(eventId, bob.session)).toMatchObject({ '4-1': 10, '4-2': 20, '4-4': 20 });
    const open = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.screenerId, eventId), eq(bookings.status, BOOKING_STATUSES.seat_locked)));
    expect(open).toHaveLength(1);
  });

  it('frees the seats when the hold expires, for anyone to take', async () => {
    const eventId = await given.shop.venueEvent();
    const [alice, bob] = [await given.shop.viewer(), await given.shop.viewer()];
    await lock(eventId, alice.session, ['5-1']);
    t.clock.advance(10 * 60_000);
    try {
      expect(await lockedBooking(eventId, alice.session)).toBeNull();
      expect((await statuses(eventId, bob.session))['5-1']).toBe(SEAT_STATUSES.available);
      expect(refusalCode(await lock(eventId, bob.session, ['5-1']))).toBeNull();
      expect(refusalCode(await lock(eventId, alice.session, ['5-1']))).toBe(4005);
    } finally {
      t.clock.advance(-10 * 60_000);
    }
  });

  it('refuses seats beyond the maximum, aisles, seats held back and malformed ones with a field message', async () => {
    const eventId = await given.shop.venueEvent(EVENT_TYPES.virtual_and_physical, 2);
    const { session } = await given.shop.viewer();
    const fieldOf = async (seatIndexes: string[], ticketTypes: object = {}) => {
      const reply = await lock(eventId, session, seatIndexes, ticketTypes);
      expect(refusalCode(reply)).toBe(400);
      return (reply.error?.details as { fields?: Record<string, string[]> } | undefined)?.fields ?? {};
    };
    expect(await fieldOf(['2-1', '2-2', '2-4'])).toEqual({
      seat_indexes: ['You can select up to 2 seats in one order'],
    });
    expect(await fieldOf(['2-3'])).toEqual({ seat_indexes: ['This seat is not on sale'] });
    expect(await fieldOf(['1-5'])).toEqual({ seat_indexes: ['This seat is not on sale'] });
    expect(await fieldOf(['9-9'])).toEqual({ seat_indexes: ['This seat is not on sale'] });
    expect(Object.keys(await fieldOf(['A1']))).toEqual(['seat_indexes.0']);
    expect(Object.keys(await fieldOf(['2-1'], { '2-2': 10 }))).toEqual(['ticket_types_discount']);
    expect(await lockedBooking(eventId, session)).toBeNull();
  });

  it('needs a signed-in viewer and an event of the site with seats on sale', async () => {
    const eventId = await given.shop.venueEvent();
    const unsigned = await call(t, given.host, `screenings/${eventId}/bookings/markSeatsLocked`, {
      seat_indexes: ['2-1'],
    });
    expect(unsigned.error?.code).toBe(ERROR_CATALOGUE.TOKEN_MISSING.code);
    const { session } = await given.shop.viewer();
    const online = await given.shop.event({ eventType: EVENT_TYPES.virtual });
    expect(refusalCode(await lock(online, session, ['2-1']))).toBe(404);
    const closed = await given.shop.venueEvent();
    await t.db
      .update(screeners)
      .set({ registrationEndsAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(screeners.id, closed));
    expect((await lock(closed, session, ['2-1'])).error?.code).toBe(ERROR_CATALOGUE.REGISTRATION_CLOSED.code);
  });
});

/**
 * 200 lock requests over overlapping selections of two or three seats from 50 viewers, all at
 * once; answers how many requests failed otherwise than all-or-nothing, and how many seats are
 * listed by an open order that does not hold them (0 and 0 when holds are atomic).
 */
type Viewer = Awaited<ReturnType<typeof given.shop.viewer>>;
async function raceForSeats(lockOnce: (eventId: number, viewer: Viewer, seats: string[]) => Promise<number>) {
  const eventId = await given.shop.venueEvent(EVENT_TYPES.physical, 4);
  const viewers = await Promise.all(Array.from({ length: 50 }, () => given.shop.viewer()));
  const pool = ['2-1', '2-2', '2-4', '2-5', '3-1', '3-2', '3-4', '3-5'];
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, n) => {
      const start = (n * 7) % pool.length;
      const selection = Array.from(
        { length: 2 + (n % 2) },
        (_, k) => pool[(start + k) % pool.length] as string,
      );
      return lockOnce(eventId, viewers[n % viewers.length] as Viewer, selection);
    }),
  );
  const open = await t.db
    .select({ id: bookings.id, seatIndexes: bookings.seatIndexes })
    .from(bookings)
    .where(and(eq(bookings.screenerId, eventId), eq(bookings.status, BOOKING_STATUSES.seat_locked)));
  const held = await t.db
    .select({ seatIndex: seats.seatIndex, bookingId: seats.bookingId })
    .from(seats)
    .where(and(eq(seats.screenerId, eventId), eq(seats.status, SEAT_STATUSES.locked)));
  const heldBy = new Map(held.map((seat) => [seat.seatIndex, seat.bookingId]));
  const claimedButNotHeld = open
    .filter((order) => held.some((seat) => seat.bookingId === order.id))
    .flatMap((order) => order.seatIndexes.filter((seatIndex) => heldBy.get(seatIndex) !== order.id));
  return {
    locked: statuses.filter((status) => status === 200).length,
    otherAnswers: statuses.filter((status) => status !== 200 && status !== 409).length,
    claimedButNotHeld: claimedButNotHeld.length,
  };
}

describe('concurrent holds', () => {
  it('gives each seat to one order: 200 overlapping requests from 50 viewers, each all or nothing', async () => {
    const race = await raceForSeats(
      async (eventId, viewer, selection) => (await lock(eventId, viewer.session, selection)).status,
    );
    expect(race.locked).toBeGreaterThan(0);
    expect(race.otherAnswers).toBe(0);
    expect(race.claimedButNotHeld).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)(
    'gives each seat to one order when two app nodes, each with its own connections, take the holds',
    async () => {
      // A second node of the app on the same PostgreSQL database, through a pool of its own.
      const current = (await t.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const name = current.rows[0]?.name ?? '';
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
      const nodeB = await buildApp({
        config: t.config,
        db: database.db,
        clock: t.clock,
        mailer: t.mailer,
        sms: t.sms,
        logger: false,
      });
      try {
        let turn = 0;
        const race = await raceForSeats(async (eventId, viewer, selection) => {
          turn += 1;
          const onNode = turn % 2 === 0 ? t : { ...t, app: nodeB };
          const answer = await holdSeats(onNode, given.host, eventId, viewer.session, selection);
          return answer.status;
        });
        expect(race.locked).toBeGreaterThan(0);
        expect(race.otherAnswers).toBe(0);
        expect(race.claimedButNotHeld).toBe(0);
      } finally {
        await nodeB.close();
        await database.close();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'sees the race in the same harness when the seat rows are not locked (control run)',
    async () => {
      let races = 0;
      for (let round = 0; round < 5 && races === 0; round++) {
        const race = await raceForSeats(async (screenerId, viewer, selection) =>
          lockSeats(
            t.db,
            {
              companyId: given.shop.company.id,
              chart: await chartOf(screenerId),
              consumerId: viewer.consumer.id,
              seatIndexes: selection,
              ticketTypes: {},
              holdMinutes: 10,
              now: t.clock.now(),
            },
            { rowLocks: false },
          ).then(
            () => 200,
            (error: unknown) => (error instanceof AppError ? error.status : 500),
          ),
        );
        races += race.claimedButNotHeld;
      }
      expect(races).toBeGreaterThan(0);
    },
  );
});
