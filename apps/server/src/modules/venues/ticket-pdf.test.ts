import { describe, expect, it } from 'vitest';
import { renderTicketPdf, type TicketSheet } from './ticket-pdf.ts';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const long = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');

/** Page objects, not the page tree (`/Type /Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?![a-z])/g)?.length ?? 0;

const sheet: TicketSheet = {
  direction: 'ltr',
  companyTitle: long('Festival', 30),
  companyLogo: null,
  logoBackdrop: null,
  screenerTitle: long('Restored', 80),
  startsAt: long('Thursday', 30),
  seats: Array.from({ length: 100 }, (_, index) => `K${index + 1}`),
  venueName: long('Hall', 40),
  venueAddress: long('Street', 40),
  navigationLink: `https://maps.example/${'x'.repeat(400)}`,
  venueNotes: long('Doors', 200),
  bookingNumber: '#123456',
  code: 'A'.repeat(108),
  doorCode: 'K7QM-3XRA-9PWD',
  labels: {
    ticket: 'Ticket',
    seats: 'Seats',
    venue: 'Venue',
    directions: 'Directions',
    booking: 'Booking',
    doorCode: 'Door code',
    notes: 'For ticket holders',
  },
};

describe('the ticket page', () => {
  it('stays one A4 page however long every text is, left to right and right to left', async () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const pdf = await renderTicketPdf({
        ...sheet,
        companyLogo: Buffer.from(ONE_PIXEL_PNG, 'base64'),
        logoBackdrop: '#0b1320',
        direction,
        screenerTitle: direction === 'rtl' ? long('השומר', 80) : sheet.screenerTitle,
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(pdf)).toBe(1);
    }
  });

  it('embeds a font that has the Hebrew letters', async () => {
    const pdf = await renderTicketPdf({ ...sheet, direction: 'rtl', screenerTitle: 'השומר של יפו' });
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('prints the company’s logo above its title when the logo is a picture', async () => {
    const logo = Buffer.from(ONE_PIXEL_PNG, 'base64');
    const withLogo = (await renderTicketPdf({ ...sheet, companyLogo: logo })).toString('latin1');
    expect(withLogo).toMatch(/\/Subtype \/Image/);
    expect((await renderTicketPdf(sheet)).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});
