import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { type TextDirection, visualRuns, wrapLines } from '../../lib/pdf-bidi-text.ts';

/** What the invoice shows, already formatted for the viewer. */
export type InvoiceSheet = {
  direction: TextDirection;
  companyTitle: string;
  heading: string;
  /** Label and value rows: number, status, plan, period, amounts and dates. */
  rows: { label: string; value: string }[];
};

const A4_WIDTH = 595.28;
const MARGIN = 56;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const INK = '#111111';
const MUTED = '#555555';

/** DejaVu Sans writes Latin, Hebrew and most scripts a company or plan name may be in. */
const fontFile = (name: string) => fileURLToPath(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

/** The invoice as one A4 portrait page: the company, the heading, then a label and a value per row. */
export function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: sheet.heading, Author: sheet.companyTitle },
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
  // pdfkit lays a line out in the order it is given; each line is drawn run by run, in visual order.
  const paragraph = (text: string, font: 'Regular' | 'Bold', size: number, color: string, gap: number) => {
    doc.font(font).fontSize(size).fillColor(color);
    const widthOf = (value: string) => doc.widthOfString(value, { features: [] });
    y += gap;
    for (const line of wrapLines(text, CONTENT_WIDTH, widthOf, 2)) {
      const runs = visualRuns(line, sheet.direction);
      const lineWidth = runs.reduce((sum, run) => sum + widthOf(run), 0);
      let x = sheet.direction === 'rtl' ? MARGIN + CONTENT_WIDTH - lineWidth : MARGIN;
      for (const run of runs) {
        doc.text(run, x, y, { lineBreak: false, features: [] });
        x += widthOf(run);
      }
      y += doc.currentLineHeight(true) * 1.2;
    }
  };
  paragraph(sheet.companyTitle, 'Bold', 14, MUTED, 0);
  paragraph(sheet.heading, 'Bold', 24, INK, 14);
  for (const row of sheet.rows) {
    paragraph(row.label.toLocaleUpperCase(), 'Regular', 10, MUTED, 14);
    paragraph(row.value, 'Bold', 14, INK, 2);
  }
  doc.end();
  return done;
}
