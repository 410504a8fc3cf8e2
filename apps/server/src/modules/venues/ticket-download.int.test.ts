import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { formatTicketShortCode, ticketShortCodeOf } from '@screener/contracts/ticket-check-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { pngDataUrl } from '../chat/chat-test-helpers.ts';
import { companies } from '../companies/schema.ts';
import type { Session } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { bookings, venues } from './schema.ts';
import { ticketSheetOf } from './ticket-download.ts';
import { buyTicket } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  await t.db.update(venues).set({ navigationLink: 'https://maps.example/hall' });
  return { shop };
});

const download = (bookingId: number, session: Session, host = given.shop.company.domain) =>
  t.app.inject({
    method: 'POST',
    url: '/api/getTicketPdf',
    payload: { booking_id: bookingId },
    headers: { host, authorization: signedHeader(session, t.clock.now()) },
  });

/** Page objects, not the page tree (`/Type /Pages`). */
const pageCount = (pdf: string) => pdf.match(/\/Type \/Page(?![a-z])/g)?.length ?? 0;

describe('the ticket PDF', () => {
  it('answers the viewer’s own ticket as a one-page PDF', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.shop.company.domain, eventId, session, ['2-1', '2-2']);
    const reply = await download(bookingId, session);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="ticket-${bookingId}.pdf"`);
    const pdf = reply.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    // A4 portrait in points, and the directions as a link.
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf).toContain('https://maps.example/hall');
  });

  it('prints the logo the back-office uploaded, the door code and the venue’s notes for ticket holders', async () => {
    const manager = await createStaff(t, given.shop.company.id, 'manager');
    const uploaded = await callStaff(
      t,
      'admin/settings/image/update',
      { kind: 'logo', image: pngDataUrl(400, 100) },
      { host: given.shop.company.domain, token: manager.token },
    );
    const logoUrl: string = uploaded.json().data.settings.logo_url;
    expect(logoUrl).toMatch(/^\/uploads\//);
    const notes = 'Doors open 30 minutes before the film. Step-free entrance on Quay Lane.';
    await t.db.update(venues).set({ notes });
    try {
      const eventId = await given.shop.venueEvent();
      const { session } = await given.shop.viewer();
      const { bookingId, code } = await buyTicket(t, given.shop.company.domain, eventId, session, ['2-1']);
      const pdf = (await download(bookingId, session)).rawPayload.toString('latin1');
      expect(pdf).toMatch(/\/Subtype \/Image/);

      const sheet = await ticketSheetOf(t, {
        company: { ...given.shop.company, logoUrl, theme: { darkMode: true, backgroundColor: '#0b1320' } },
        consumerId:
          (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.consumerId ?? 0,
        bookingId,
        language: 'en',
      });
      expect(sheet.companyLogo?.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(sheet.venueNotes).toBe(notes);
      // A dark site's logo is drawn for its dark header: the ticket lays the site's ground behind it.
      expect(sheet.logoBackdrop).toBe('#0b1320');
      expect(sheet.doorCode).toBe(formatTicketShortCode(ticketShortCodeOf(code)));
      expect(sheet.labels).toMatchObject({ doorCode: 'Door code', notes: 'For ticket holders' });
    } finally {
      await t.db.update(venues).set({ notes: null });
      await t.db.update(companies).set({ logoUrl: null }).where(eq(companies.id, given.shop.company.id));
    }
  });

  it('is not found for another viewer, another company or a cancelled booking', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.shop.company.domain, eventId, session, ['3-1']);

    const { session: otherViewer } = await given.shop.viewer();
    const byOther = await download(bookingId, otherViewer);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ data: null, error: { code: ERROR_CATALOGUE.NOT_FOUND.code } });

    const other = await createVenueShop(t);
    const { session: elsewhere } = await other.viewer();
    expect((await download(bookingId, elsewhere, other.company.domain)).statusCode).toBe(404);

    await t.db.update(bookings).set({ status: BOOKING_STATUSES.cancelled }).where(eq(bookings.id, bookingId));
    expect((await download(bookingId, session)).statusCode).toBe(404);
  });

  it('asks for a session and a booking id', async () => {
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/getTicketPdf',
      payload: { booking_id: 1 },
      headers: { host: given.shop.company.domain },
    });
    expect(noSession.json()).toMatchObject({ error: { code: ERROR_CATALOGUE.TOKEN_MISSING.code } });
    const { session } = await given.shop.viewer();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/getTicketPdf',
      payload: { booking_id: 'x' },
      headers: { host: given.shop.company.domain, authorization: signedHeader(session, t.clock.now()) },
    });
    expect(bad.statusCode).toBe(400);
  });
});
