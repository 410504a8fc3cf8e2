import { isRtl, type LanguageCode } from '@screener/contracts/language';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatPrice } from '../payments/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { INVOICE_PDF_TEXTS } from './invoice-pdf-texts.ts';
import { findOwnInvoice, findPlanById } from './subscription-store.ts';

export const INVOICE_PDF_CONTENT_TYPE = 'application/pdf';

/**
 * The PDF of one of the viewer's own sandbox invoices, in the viewer's language with dates in the
 * company's time zone. Another viewer's invoice, or another company's, is not found.
 */
export async function invoicePdfOf(
  db: DbExecutor,
  request: {
    company: { id: number; title: string; timezone: string };
    consumerId: number;
    invoiceId: number;
    language: LanguageCode;
  },
): Promise<Buffer> {
  const found = await findOwnInvoice(db, request.company.id, request.consumerId, request.invoiceId);
  if (!found) throw new AppError('NOT_FOUND');
  const { invoice, subscription } = found;
  const plan = await findPlanById(db, request.company.id, subscription.planId);
  const texts = INVOICE_PDF_TEXTS[request.language];
  const date = (value: Date) =>
    new Intl.DateTimeFormat(request.language, {
      dateStyle: 'long',
      timeZone: request.company.timezone,
    }).format(value);
  const rows = [
    { label: texts.number, value: invoice.number ?? String(invoice.id) },
    { label: texts.status, value: texts.statuses[invoice.status] },
    { label: texts.billedTo, value: invoice.customerEmail ?? '' },
    ...(plan ? [{ label: texts.plan, value: plan.planName }] : []),
    ...(invoice.periodStart && invoice.periodEnd
      ? [{ label: texts.period, value: `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}` }]
      : []),
    { label: texts.total, value: formatPrice(invoice.totalMinor, invoice.currency, request.language) },
    { label: texts.created, value: date(invoice.createdAt) },
    ...(invoice.paidAt ? [{ label: texts.paidAt, value: date(invoice.paidAt) }] : []),
  ];
  return renderInvoicePdf({
    direction: isRtl(request.language) ? 'rtl' : 'ltr',
    companyTitle: request.company.title,
    heading: texts.heading,
    rows,
  });
}
