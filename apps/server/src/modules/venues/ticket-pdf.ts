import QRCode from 'qrcode';
import {
  openBrandedPage,
  PDF_A4_WIDTH,
  PDF_CONTENT_WIDTH,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
} from '../../lib/branded-pdf.ts';
import type { TextDirection } from '../../lib/pdf-bidi-text.ts';

/** What the printed ticket shows, already formatted for the viewer. */
export type TicketSheet = {
  /** The viewer's language's direction: a Hebrew ticket is laid out from the right. */
  direction: TextDirection;
  companyTitle: string;
  /** The company's logo when it is a picture PDF can hold (PNG or JPEG); the title is printed either way. */
  companyLogo: Buffer | null;
  /** Laid behind the logo on a dark site's ticket (the site's background), else null. */
  logoBackdrop: string | null;
  screenerTitle: string;
  /** The start, written in the company's time zone with the zone's name. */
  startsAt: string;
  seats: string[];
  venueName: string;
  venueAddress: string | null;
  navigationLink: string | null;
  /** The venue's notes for ticket holders (doors, cloakroom, access). */
  venueNotes: string | null;
  bookingNumber: string;
  code: string;
  /** The door code printed beside the QR code, grouped for reading (`K7QM-3XRA-9PWD`). */
  doorCode: string;
  labels: {
    ticket: string;
    seats: string;
    venue: string;
    directions: string;
    booking: string;
    doorCode: string;
    notes: string;
  };
};

const QR_SIZE = 180;
const QR_GAP = 20;
const LINK = '#1a56db';

/** Draws the code's QR symbol as filled squares, so it stays sharp at any print size. */
function drawQrCode(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on every side, as scanners expect.
  const cell = size / (modules.size + 8);
  doc.save().fillColor(PDF_INK);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
}

/**
 * The ticket as an A4 portrait page: the company, the event and its start, the QR code with the
 * door code beside it, the seats, the venue with its address, directions and notes for ticket
 * holders. Every text has a line limit, so it stays one page.
 */
export function renderTicketPdf(sheet: TicketSheet): Promise<Buffer> {
  const page = openBrandedPage({
    direction: sheet.direction,
    title: `${sheet.labels.ticket}: ${sheet.screenerTitle}`,
    companyTitle: sheet.companyTitle,
    companyLogo: sheet.companyLogo,
    logoBackdrop: sheet.logoBackdrop,
    companyTitleLines: 1,
  });
  const { doc, paragraph } = page;
  const label = (text: string) =>
    paragraph(text.toLocaleUpperCase(), { font: 'Regular', size: 10, color: PDF_MUTED, maxLines: 1 }, 20);
  const value = (text: string, maxLines: number) =>
    paragraph(text, { font: 'Bold', size: 15, color: PDF_INK, maxLines }, 2);

  paragraph(
    sheet.labels.ticket.toLocaleUpperCase(),
    { font: 'Regular', size: 11, color: PDF_MUTED, maxLines: 1 },
    14,
  );
  paragraph(sheet.screenerTitle, { font: 'Bold', size: 24, color: PDF_INK, maxLines: 2 }, 2);
  paragraph(sheet.startsAt, { font: 'Regular', size: 13, color: PDF_INK, maxLines: 2 }, 6);

  page.y += 12;
  // The QR code on the reading side, the door code beside it for a door without a camera.
  const rtl = sheet.direction === 'rtl';
  const qrTop = page.y;
  drawQrCode(doc, sheet.code, rtl ? PDF_A4_WIDTH - PDF_MARGIN - QR_SIZE : PDF_MARGIN, qrTop, QR_SIZE);
  const column = {
    x: rtl ? PDF_MARGIN : PDF_MARGIN + QR_SIZE + QR_GAP,
    width: PDF_CONTENT_WIDTH - QR_SIZE - QR_GAP,
  };
  page.y = qrTop + QR_SIZE / 2 - 30;
  paragraph(
    sheet.labels.doorCode.toLocaleUpperCase(),
    { font: 'Regular', size: 10, color: PDF_MUTED, maxLines: 1, column },
    0,
  );
  // Always left to right, in a typewriter face where 0 and O, 1 and I never look alike.
  doc.font('Courier-Bold').fontSize(24).fillColor(PDF_INK);
  doc.text(sheet.doorCode, column.x, page.y + 4, {
    width: column.width,
    align: rtl ? 'right' : 'left',
    lineBreak: false,
  });
  page.y = qrTop + QR_SIZE;

  label(sheet.labels.seats);
  value(sheet.seats.join(', '), 2);
  label(sheet.labels.venue);
  value(sheet.venueName, 2);
  if (sheet.venueAddress)
    paragraph(sheet.venueAddress, { font: 'Regular', size: 13, color: PDF_INK, maxLines: 2 }, 2);
  if (sheet.navigationLink) {
    const link = sheet.navigationLink;
    paragraph(sheet.labels.directions, { font: 'Regular', size: 12, color: LINK, maxLines: 1, link }, 6);
    // The address itself for a printed ticket; a link has no words to reorder, so pdfkit wraps it.
    doc.font('Regular').fontSize(8).fillColor(PDF_MUTED);
    doc.text(link, PDF_MARGIN, page.y, {
      width: PDF_CONTENT_WIDTH,
      height: 22,
      ellipsis: true,
      link,
      align: sheet.direction === 'rtl' ? 'right' : 'left',
    });
    page.y = doc.y;
  }
  if (sheet.venueNotes) {
    label(sheet.labels.notes);
    paragraph(sheet.venueNotes, { font: 'Regular', size: 11, color: PDF_INK, maxLines: 3 }, 2);
  }
  paragraph(
    `${sheet.labels.booking} ${sheet.bookingNumber}`,
    { font: 'Regular', size: 10, color: PDF_MUTED, maxLines: 1 },
    24,
  );
  return page.finish();
}
