import { Resvg } from '@resvg/resvg-js';
import { PDF_FONT_FILES } from './branded-pdf.ts';

/**
 * An SVG drawn as a PNG `width` pixels wide, for a PDF, which holds no SVG: with the PDFs' own
 * fonts (DejaVu Sans, which has Latin and Hebrew) and never the system's, so it draws the same on
 * every server; an SVG's links to other files are not followed. Null for text that is no SVG.
 */
export function svgToPng(svg: string, width: number): Buffer | null {
  try {
    const picture = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: { loadSystemFonts: false, fontFiles: PDF_FONT_FILES, defaultFontFamily: 'DejaVu Sans' },
    });
    return picture.render().asPng();
  } catch {
    return null;
  }
}

const SVG_DATA_URL = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,(.*)$/s;

/** The SVG text of an `image/svg+xml` data URL, base64 or percent-encoded; null for any other address. */
export function svgOfDataUrl(url: string): string | null {
  const match = SVG_DATA_URL.exec(url);
  if (!match) return null;
  const payload = match[3] ?? '';
  try {
    return match[2] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
  } catch {
    return null;
  }
}
