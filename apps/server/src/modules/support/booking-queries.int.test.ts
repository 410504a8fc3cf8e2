import { BOOKING_QUERIES_PER_WINDOW } from '@screener/contracts/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, type Session } from '../payments/purchase-test-helpers.ts';
import { buyTicket } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { bookingQueries } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t, 6, { contactEmail: 'box-office@festival.example' });
  const host = shop.company.domain;
  return { shop, host };
});

const ask = (
  screenerId: number,
  bookingId: number,
  body: object,
  session: Session,
  language: 'en' | 'he' = 'en',
) =>
  call<{ message: string }>(
    t,
    given.host,
    `screenings/${screenerId}/bookings/${bookingId}/submitBookingQuery`,
    { booking_id: bookingId, screener_id: screenerId, ...body },
    session,
    language,
  );

describe('a question about a booking', () => {
  it('is stored with the booking and mailed to the company with the viewer as reply-to', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer({ name: 'Dana Levi' });
    const { bookingId } = await buyTicket(t, given.host, eventId, viewer.session, ['2-1']);

    const asked = await ask(
      eventId,
      bookingId,
      { query: '  Is there parking nearby?  ' },
      viewer.session,
      'he',
    );
    expect(refusalCode(asked)).toBeNull();
    expect(asked.data.message).toBe('תודה, השאלה שלך על ההזמנה נשלחה. נחזור אליך בהקדם.');
    const stored = await t.db.select().from(bookingQueries).where(eq(bookingQueries.bookingId, bookingId));
    expect(stored).toEqual([
      expect.objectContaining({ consumerId: viewer.consumer.id, query: 'Is there parking nearby?' }),
    ]);
    const mail = t.mailer.sent.find((sent) => sent.to === 'box-office@festival.example');
    expect(mail).toMatchObject({
      subject: `[${given.shop.company.title}] Question about booking #${bookingId}`,
      replyTo: `"Dana Levi" <${viewer.consumer.email}>`,
    });
    expect(mail?.text).toContain('Is there parking nearby?');
    expect(mail?.text).toContain('seats B1');
  });

  it('needs a question, and refuses another viewer’s booking or another event’s path', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.host, eventId, viewer.session, ['3-1']);

    const empty = await ask(eventId, bookingId, { query: '   ' }, viewer.session);
    expect(refusalCode(empty)).toBe(400);
    expect(empty.error?.details).toEqual({ fields: { query: ['Field is required'] } });

    const stranger = await given.shop.viewer();
    expect(refusalCode(await ask(eventId, bookingId, { query: 'Mine?' }, stranger.session))).toBe(404);
    const otherEvent = await given.shop.venueEvent();
    expect(refusalCode(await ask(otherEvent, bookingId, { query: 'Here?' }, viewer.session))).toBe(404);
    const mismatch = await ask(
      eventId,
      bookingId,
      { query: 'Mine?', booking_id: bookingId + 1000 },
      viewer.session,
    );
    expect(refusalCode(mismatch)).toBe(404);
  });

  it('takes a few questions per window, then answers 429', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.host, eventId, viewer.session, ['4-1']);
    for (let sent = 0; sent < BOOKING_QUERIES_PER_WINDOW; sent++) {
      expect(
        refusalCode(await ask(eventId, bookingId, { query: `Question ${sent}` }, viewer.session)),
      ).toBeNull();
    }
    expect(refusalCode(await ask(eventId, bookingId, { query: 'One more' }, viewer.session))).toBe(429);
  });
});
