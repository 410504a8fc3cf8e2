import { SEAT_STATUSES } from '@screener/contracts/seats';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { call, type Session } from '../payments/purchase-test-helpers.ts';
import { seats } from './schema.ts';
import { holdSeats } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  return { shop };
});

type StatusReply = { seats_status: Record<string, number> };
const statusesOn = async (app: TestApp, screenerId: number, session?: Session) =>
  (
    await call<StatusReply>(
      app,
      given.shop.company.domain,
      `guest/company/${given.shop.company.id}/screenings/${screenerId}/getSeatsStatus`,
      {},
      session,
    )
  ).data.seats_status;
const statuses = (screenerId: number, session?: Session) => statusesOn(t, screenerId, session);

const lockOn = (app: TestApp, screenerId: number, session: Session, seatIndexes: string[]) =>
  holdSeats(app, given.shop.company.domain, screenerId, session, seatIndexes);

describe('the shared seat statuses of an event', () => {
  it('are read once between two changes of the seats and read again on the change signal', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    expect((await statuses(eventId))['2-1']).toBe(SEAT_STATUSES.available);
    await lockOn(t, eventId, session, ['2-1']);
    expect((await statuses(eventId))['2-1']).toBe(SEAT_STATUSES.locked);
    // A change that bypasses the signal is not seen until the signal comes: the copy is shared.
    await t.db
      .update(seats)
      .set({ status: SEAT_STATUSES.booked })
      .where(and(eq(seats.screenerId, eventId), eq(seats.seatIndex, '2-1')));
    expect((await statuses(eventId))['2-1']).toBe(SEAT_STATUSES.locked);
    t.app.events.toSeatChart(eventId, { type: 'seats.changed', screener_id: eventId });
    expect((await statuses(eventId))['2-1']).toBe(SEAT_STATUSES.booked);
  });

  it('show a viewer’s own held seats as theirs over the copy a guest was sent', async () => {
    const eventId = await given.shop.venueEvent();
    const [alice, bob] = [await given.shop.viewer(), await given.shop.viewer()];
    await lockOn(t, eventId, alice.session, ['3-1', '3-2']);
    expect(await statuses(eventId)).toMatchObject({ '3-1': 20, '3-2': 20, '3-4': 10 });
    expect(await statuses(eventId, alice.session)).toMatchObject({ '3-1': 10, '3-2': 10, '3-4': 10 });
    expect(await statuses(eventId, bob.session)).toMatchObject({ '3-1': 20, '3-2': 20 });
    // The viewer's copy is its own: the next guest still sees the seats taken.
    expect(await statuses(eventId)).toMatchObject({ '3-1': 20, '3-2': 20 });
  });

  it('read an expired hold free with no change signal, at the hold’s end', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    await lockOn(t, eventId, session, ['4-1']);
    t.clock.advance(5 * 60_000);
    await lockOn(t, eventId, (await given.shop.viewer()).session, ['4-2']);
    try {
      expect(await statuses(eventId)).toMatchObject({ '4-1': 20, '4-2': 20 });
      t.clock.advance(5 * 60_000 - 1);
      expect(await statuses(eventId)).toMatchObject({ '4-1': 20, '4-2': 20 });
      t.clock.advance(1);
      expect(await statuses(eventId)).toMatchObject({ '4-1': 10, '4-2': 20 });
      t.clock.advance(5 * 60_000);
      expect(await statuses(eventId)).toMatchObject({ '4-1': 10, '4-2': 10 });
    } finally {
      t.clock.advance(-15 * 60_000);
    }
  });

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'are read again on every node when a hold on another node changes the seats',
    async () => {
      const current = (await t.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${current.rows[0]?.name ?? ''}`;
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
        const onB = { ...t, app: nodeB };
        const eventId = await given.shop.venueEvent();
        const { session } = await given.shop.viewer();
        expect((await statusesOn(onB, eventId))['5-1']).toBe(SEAT_STATUSES.available);
        // Node B's copy is dropped before its own listeners after it hear the change.
        const heardOnB = new Promise<void>((resolve) =>
          nodeB.events.onSeatsChanged((screenerId) => {
            if (screenerId === eventId) resolve();
          }),
        );
        expect(refusalCode(await lockOn(t, eventId, session, ['5-1']))).toBeNull();
        await heardOnB;
        expect((await statusesOn(onB, eventId))['5-1']).toBe(SEAT_STATUSES.locked);
        expect((await statusesOn(onB, eventId, session))['5-1']).toBe(SEAT_STATUSES.available);
      } finally {
        await nodeB.close();
        await database.close();
      }
    },
  );
});
