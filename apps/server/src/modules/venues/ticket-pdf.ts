import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What the printed ticket shows, already formatted for the viewer. */
export type TicketSheet = {
  companyTitle: string;
  screenerTitle: string;
  /** The start, written in the company's time zone with the zone's name. */
  startsAt: string;
  seats: string[];
  venueName: string;
  venueAddress: string | null;
  navigationLink: string | null;
  bookingNumber: string;
  code: string;
  labels: { ticket: string; seats: string; venue: string; directions: string; booking: string };
};

const A4_WIDTH = 595.28;
const MARGIN = 56;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const QR_SIZE = 220;
const INK = '#111111';
const MUTED = '#555555';

/** Draws the code's QR symbol as filled squares, so it stays sharp at any print size. */
function drawQrCode(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on every side, as scanners expect.
  const cell = size / (modules.size + 8);
  doc.save().fillColor(INK);
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
 * The ticket as an A4 portrait page: the company, the event and its start, the QR code, the seats
 * and the venue with its address and directions. Every text is cut to its box so it stays one page.
 */
export function renderTicketPdf(sheet: TicketSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: `${sheet.labels.ticket}: ${sheet.screenerTitle}`, Author: sheet.companyTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const box = (height: number) => ({ width: CONTENT_WIDTH, height, ellipsis: true });
  // Each block starts below the one before; every block has a height cap, so the page never overflows.
  const gap = (points: number) => doc.y + points;

  doc.font('Helvetica-Bold').fontSize(14).fillColor(MUTED).text(sheet.companyTitle, MARGIN, MARGIN, box(36));
  doc.font('Helvetica').fontSize(11).text(sheet.labels.ticket.toUpperCase(), MARGIN, gap(18), box(16));
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(sheet.screenerTitle, MARGIN, gap(4), box(96));
  doc.font('Helvetica').fontSize(14).text(sheet.startsAt, MARGIN, gap(8), box(36));

  const qrTop = gap(24);
  drawQrCode(doc, sheet.code, (A4_WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE);
  doc
    .font('Courier')
    .fontSize(7)
    .fillColor(MUTED)
    .text(sheet.code, MARGIN, qrTop + QR_SIZE, { ...box(20), align: 'center' });

  const section = (label: string, lines: string[], height: number) => {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label.toUpperCase(), MARGIN, gap(24), box(14));
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(INK)
      .text(lines.join('\n'), MARGIN, gap(3), box(height));
  };
  section(sheet.labels.seats, [sheet.seats.join(', ')], 90);
  section(sheet.labels.venue, [sheet.venueName, sheet.venueAddress ?? ''].filter(Boolean), 60);
  if (sheet.navigationLink) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#1a56db')
      .text(`${sheet.labels.directions}: ${sheet.navigationLink}`, MARGIN, gap(6), {
        ...box(30),
        link: sheet.navigationLink,
        underline: true,
      });
  }
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${sheet.labels.booking} ${sheet.bookingNumber}`, MARGIN, gap(24), box(14));
  doc.end();
  return done;
}
