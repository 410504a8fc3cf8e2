import { isRtl, type LanguageCode } from '@screener/contracts/language';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { text } from '../../lib/texts/index.ts';
import { formatPrice } from '../payments/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
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
  const date = (value: Date) =>
    new Intl.DateTimeFormat(request.language, {
      dateStyle: 'long',
      timeZone: request.company.timezone,
    }).format(value);
  const rows = [
    { label: text(request.language, 'invoicePdf.number'), value: invoice.number ?? String(invoice.id) },
    {
      label: text(request.language, 'invoicePdf.status'),
      value: text(request.language, `invoicePdf.statuses.${invoice.status}`),
    },
    { label: text(request.language, 'invoicePdf.billedTo'), value: invoice.customerEmail ?? '' },
    ...(plan ? [{ label: text(request.language, 'invoicePdf.plan'), value: plan.planName }] : []),
    ...(invoice.periodStart && invoice.periodEnd
      ? [
          {
            label: text(request.language, 'invoicePdf.period'),
            value: `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`,
          },
        ]
      : []),
    {
      label: text(request.language, 'invoicePdf.total'),
      value: formatPrice(invoice.totalMinor, invoice.currency, request.language),
    },
    { label: text(request.language, 'invoicePdf.created'), value: date(invoice.createdAt) },
    ...(invoice.paidAt
      ? [{ label: text(request.language, 'invoicePdf.paidAt'), value: date(invoice.paidAt) }]
      : []),
  ];
  return renderInvoicePdf({
    direction: isRtl(request.language) ? 'rtl' : 'ltr',
    companyTitle: request.company.title,
    heading: text(request.language, 'invoicePdf.heading'),
    rows,
  });
}
