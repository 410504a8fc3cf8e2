import { describe, expect, it } from 'vitest';
import { renderTicketPdf, type TicketSheet } from './ticket-pdf.ts';

const long = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');

/** Page objects, not the page tree (`/Type /Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?![a-z])/g)?.length ?? 0;

const sheet: TicketSheet = {
  direction: 'ltr',
  companyTitle: long('Festival', 30),
  screenerTitle: long('Restored', 80),
  startsAt: long('Thursday', 30),
  seats: Array.from({ length: 100 }, (_, index) => `K${index + 1}`),
  venueName: long('Hall', 40),
  venueAddress: long('Street', 40),
  navigationLink: `https://maps.example/${'x'.repeat(400)}`,
  bookingNumber: '#123456',
  code: 'A'.repeat(108),
  labels: { ticket: 'Ticket', seats: 'Seats', venue: 'Venue', directions: 'Directions', booking: 'Booking' },
};

describe('the ticket page', () => {
  it('stays one A4 page however long every text is, left to right and right to left', async () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const pdf = await renderTicketPdf({
        ...sheet,
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
});
