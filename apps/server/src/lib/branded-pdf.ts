import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import PDFDocument from 'pdfkit';
import { type TextDirection, visualRuns, wrapLines } from './pdf-bidi-text.ts';

export const PDF_A4_WIDTH = 595.28;
export const PDF_MARGIN = 56;
export const PDF_CONTENT_WIDTH = PDF_A4_WIDTH - 2 * PDF_MARGIN;
export const PDF_INK = '#111111';
export const PDF_MUTED = '#555555';
export const PDF_LOGO_BOX: [number, number] = [160, 40];
const LOGO_BOX = PDF_LOGO_BOX;
const LOGO_PADDING = 6;

/** DejaVu Sans writes Latin, Hebrew and most other scripts a company or title may be in; read once. */
const fontFile = (name: string) => fileURLToPath(import.meta.resolve(`dejavu-fonts-ttf/ttf/${name}`));
/** The fonts' files, for what draws pictures for these PDFs (an SVG logo) with the same letters. */
export const PDF_FONT_FILES = [fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')];
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

export type PdfTextStyle = {
  font: 'Regular' | 'Bold';
  size: number;
  color: string;
  maxLines: number;
  link?: string;
  /** A narrower column than the page's (its left edge and width); the text keeps to its side of it. */
  column?: { x: number; width: number };
};

/** One A4 page being written: the document, where the next line goes, and the finished bytes. */
export type BrandedPage = {
  doc: PDFKit.PDFDocument;
  /** The top of the next line; a page that draws something of its own moves it on. */
  y: number;
  /** Writes a paragraph on the page's side (right for a right-to-left language), wrapped to its line limit. */
  paragraph(text: string, style: PdfTextStyle, gapBefore: number): void;
  /** Ends the page; resolves to the PDF's bytes. */
  finish(): Promise<Buffer>;
};

/**
 * Opens an A4 portrait page with the company's header, as the invoice and the ticket print it: the
 * logo when there is one (PNG or JPEG), then the company's title.
 */
export function openBrandedPage(options: {
  direction: TextDirection;
  title: string;
  companyTitle: string;
  companyLogo?: Buffer | null;
  /**
   * A colour to lay behind the logo: a dark site's logo is drawn for its dark header, and light
   * letters would vanish on the white page.
   */
  logoBackdrop?: string | null;
  /** How many lines the company's title may take. */
  companyTitleLines: number;
}): BrandedPage {
  const { direction } = options;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: PDF_MARGIN,
    info: { Title: options.title, Author: options.companyTitle },
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

  const page: BrandedPage = {
    doc,
    y: PDF_MARGIN,
    // pdfkit lays a line out in the order it is given; each line is drawn run by run, in visual order.
    paragraph(text, style, gapBefore) {
      doc.font(style.font).fontSize(style.size).fillColor(style.color);
      const widthOf = (value: string) => doc.widthOfString(value, { features: [] });
      const column = style.column ?? { x: PDF_MARGIN, width: PDF_CONTENT_WIDTH };
      page.y += gapBefore;
      for (const line of wrapLines(text, column.width, widthOf, style.maxLines)) {
        const runs = visualRuns(line, direction);
        const lineWidth = runs.reduce((sum, run) => sum + widthOf(run), 0);
        let x = direction === 'rtl' ? column.x + column.width - lineWidth : column.x;
        for (const run of runs) {
          doc.text(run, x, page.y, {
            lineBreak: false,
            features: [],
            ...(style.link ? { link: style.link, underline: true } : {}),
          });
          x += widthOf(run);
        }
        page.y += doc.currentLineHeight(true) * 1.2;
      }
    },
    finish() {
      doc.end();
      return done;
    },
  };

  if (options.companyLogo) {
    const logoX = direction === 'rtl' ? PDF_MARGIN + PDF_CONTENT_WIDTH - LOGO_BOX[0] : PDF_MARGIN;
    if (options.logoBackdrop) {
      // The logo's own size within the box, so the backdrop frames the logo, not the box.
      const picture = imageSize(options.companyLogo);
      const scale = Math.min(LOGO_BOX[0] / picture.width, LOGO_BOX[1] / picture.height);
      const width = Math.min(LOGO_BOX[0], picture.width * scale);
      const left = direction === 'rtl' ? logoX + LOGO_BOX[0] - width : logoX;
      doc
        .save()
        .roundedRect(
          left - LOGO_PADDING,
          page.y - LOGO_PADDING,
          width + 2 * LOGO_PADDING,
          LOGO_BOX[1] + 2 * LOGO_PADDING,
          4,
        )
        .fill(options.logoBackdrop)
        .restore();
    }
    doc.image(options.companyLogo, logoX, page.y, {
      fit: LOGO_BOX,
      ...(direction === 'rtl' ? { align: 'right' as const } : {}),
    });
    page.y += LOGO_BOX[1] + 8 + (options.logoBackdrop ? LOGO_PADDING : 0);
  }
  page.paragraph(
    options.companyTitle,
    { font: 'Bold', size: 14, color: PDF_MUTED, maxLines: options.companyTitleLines },
    0,
  );
  return page;
}
