import type { LanguageCode } from '@screener/contracts/language';
import type { InvoiceStatus } from '@screener/contracts/subscription';

type InvoicePdfTexts = {
  heading: string;
  number: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  billedTo: string;
  plan: string;
  period: string;
  total: string;
  created: string;
  paidAt: string;
};

export const INVOICE_PDF_TEXTS: Record<LanguageCode, InvoicePdfTexts> = {
  en: {
    heading: 'Invoice',
    number: 'Invoice number',
    status: 'Status',
    statuses: { paid: 'Paid', due: 'Due', draft: 'Draft' },
    billedTo: 'Billed to',
    plan: 'Plan',
    period: 'Period',
    total: 'Total',
    created: 'Issued',
    paidAt: 'Paid on',
  },
  es: {
    heading: 'Factura',
    number: 'Número de factura',
    status: 'Estado',
    statuses: { paid: 'Pagada', due: 'Pendiente', draft: 'Borrador' },
    billedTo: 'Facturada a',
    plan: 'Plan',
    period: 'Periodo',
    total: 'Total',
    created: 'Emitida',
    paidAt: 'Pagada el',
  },
  he: {
    heading: 'חשבונית',
    number: 'מספר חשבונית',
    status: 'סטטוס',
    statuses: { paid: 'שולמה', due: 'לתשלום', draft: 'טיוטה' },
    billedTo: 'לכבוד',
    plan: 'תוכנית',
    period: 'תקופה',
    total: 'סה״כ',
    created: 'הונפקה',
    paidAt: 'שולמה בתאריך',
  },
  it: {
    heading: 'Fattura',
    number: 'Numero fattura',
    status: 'Stato',
    statuses: { paid: 'Pagata', due: 'Da pagare', draft: 'Bozza' },
    billedTo: 'Intestata a',
    plan: 'Piano',
    period: 'Periodo',
    total: 'Totale',
    created: 'Emessa',
    paidAt: 'Pagata il',
  },
};
