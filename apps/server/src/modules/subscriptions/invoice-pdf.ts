import { openBrandedPage, PDF_INK, PDF_MUTED } from '../../lib/branded-pdf.ts';
import type { TextDirection } from '../../lib/pdf-bidi-text.ts';

/** What the invoice shows, already formatted for the viewer. */
export type InvoiceSheet = {
  direction: TextDirection;
  companyTitle: string;
  heading: string;
  /** Label and value rows: number, status, plan, period, amounts and dates. */
  rows: { label: string; value: string }[];
};

/** The invoice as one A4 portrait page: the company, the heading, then a label and a value per row. */
export function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  const page = openBrandedPage({
    direction: sheet.direction,
    title: sheet.heading,
    companyTitle: sheet.companyTitle,
    companyTitleLines: 2,
  });
  page.paragraph(sheet.heading, { font: 'Bold', size: 24, color: PDF_INK, maxLines: 2 }, 14);
  for (const row of sheet.rows) {
    page.paragraph(
      row.label.toLocaleUpperCase(),
      { font: 'Regular', size: 10, color: PDF_MUTED, maxLines: 2 },
      14,
    );
    page.paragraph(row.value, { font: 'Bold', size: 14, color: PDF_INK, maxLines: 2 }, 2);
  }
  return page.finish();
}
