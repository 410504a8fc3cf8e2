import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type TextDirection, visualRuns, wrapLines } from '../../lib/pdf-bidi-text.ts';

/** What the printed ticket shows, already formatted for the viewer. */
export type TicketSheet = {
  /** The viewer's language's direction: a Hebrew ticket is laid out from the right. */
  direction: TextDirection;
  companyTitle: string;
  /** The company's logo when it is a picture PDF can hold (PNG or JPEG); the title is printed either way. */
  companyLogo: Buffer | null;
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
const QR_SIZE = 200;
const INK = '#111111';
const MUTED = '#555555';
const LINK = '#1a56db';
const LOGO_BOX: [number, number] = [160, 40];

/** DejaVu Sans writes Latin, Hebrew and most other scripts a title may be in; read once. */
const fontFile = (name: string) => fileURLToPath(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

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

type Style = { font: 'Regular' | 'Bold'; size: number; color: string; maxLines: number; link?: string };

/**
 * The ticket as an A4 portrait page: the company, the event and its start, the QR code, the seats
 * and the venue with its address and directions. Every text has a line limit, so it stays one page.
 */
export function renderTicketPdf(sheet: TicketSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: `${sheet.labels.ticket}: ${sheet.screenerTitle}`, Author: sheet.companyTitle },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;
  if (sheet.companyLogo) {
    const logoX = sheet.direction === 'rtl' ? MARGIN + CONTENT_WIDTH - LOGO_BOX[0] : MARGIN;
    doc.image(sheet.companyLogo, logoX, y, {
      fit: LOGO_BOX,
      ...(sheet.direction === 'rtl' ? { align: 'right' as const } : {}),
    });
    y += LOGO_BOX[1] + 8;
  }
  // pdfkit lays a line out in the order it is given; each line is drawn run by run, in visual order.
  const paragraph = (text: string, style: Style, gapBefore: number) => {
    doc.font(style.font).fontSize(style.size).fillColor(style.color);
    const widthOf = (value: string) => doc.widthOfString(value, { features: [] });
    y += gapBefore;
    for (const line of wrapLines(text, CONTENT_WIDTH, widthOf, style.maxLines)) {
      const runs = visualRuns(line, sheet.direction);
      const lineWidth = runs.reduce((sum, run) => sum + widthOf(run), 0);
      let x = sheet.direction === 'rtl' ? MARGIN + CONTENT_WIDTH - lineWidth : MARGIN;
      for (const run of runs) {
        doc.text(run, x, y, {
          lineBreak: false,
          features: [],
          ...(style.link ? { link: style.link, underline: true } : {}),
        });
        x += widthOf(run);
      }
      y += doc.currentLineHeight(true) * 1.2;
    }
  };
  const label = (text: string) =>
    paragraph(text.toLocaleUpperCase(), { font: 'Regular', size: 10, color: MUTED, maxLines: 1 }, 20);
  const value = (text: string, maxLines: number) =>
    paragraph(text, { font: 'Bold', size: 15, color: INK, maxLines }, 2);

  paragraph(sheet.companyTitle, { font: 'Bold', size: 14, color: MUTED, maxLines: 1 }, 0);
  paragraph(
    sheet.labels.ticket.toLocaleUpperCase(),
    { font: 'Regular', size: 11, color: MUTED, maxLines: 1 },
    14,
  );
  paragraph(sheet.screenerTitle, { font: 'Bold', size: 24, color: INK, maxLines: 3 }, 2);
  paragraph(sheet.startsAt, { font: 'Regular', size: 13, color: INK, maxLines: 2 }, 6);

  y += 16;
  drawQrCode(doc, sheet.code, (A4_WIDTH - QR_SIZE) / 2, y, QR_SIZE);
  y += QR_SIZE;
  // The code in letters too, for a door without a camera; always left to right.
  doc.font('Courier').fontSize(7).fillColor(MUTED);
  doc.text(sheet.code, MARGIN, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  y += 14;

  label(sheet.labels.seats);
  value(sheet.seats.join(', '), 3);
  label(sheet.labels.venue);
  value(sheet.venueName, 2);
  if (sheet.venueAddress)
    paragraph(sheet.venueAddress, { font: 'Regular', size: 13, color: INK, maxLines: 2 }, 2);
  if (sheet.navigationLink) {
    const link = sheet.navigationLink;
    paragraph(sheet.labels.directions, { font: 'Regular', size: 12, color: LINK, maxLines: 1, link }, 6);
    // The address itself for a printed ticket; a link has no words to reorder, so pdfkit wraps it.
    doc.font('Regular').fontSize(8).fillColor(MUTED);
    doc.text(link, MARGIN, y, {
      width: CONTENT_WIDTH,
      height: 22,
      ellipsis: true,
      link,
      align: sheet.direction === 'rtl' ? 'right' : 'left',
    });
    y = doc.y;
  }
  paragraph(
    `${sheet.labels.booking} ${sheet.bookingNumber}`,
    { font: 'Regular', size: 10, color: MUTED, maxLines: 1 },
    24,
  );
  doc.end();
  return done;
}
