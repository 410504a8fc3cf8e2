import * as subscriptionsCalls from '@screener/contracts/calls/subscriptions';
import type { FastifyInstance } from 'fastify';
import { registerFileCall } from '../../lib/call.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { INVOICE_PDF_CONTENT_TYPE, invoicePdfOf } from './invoice-download.ts';

/** One of the viewer's invoices as a PDF, in their language. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: SubscriptionsDeps): void {
  registerFileCall(
    app,
    deps,
    subscriptionsCalls.invoicePdf,
    async ({ company, viewer, params, language }) => {
      const { invoiceId } = params;
      return {
        contentType: INVOICE_PDF_CONTENT_TYPE,
        fileName: `invoice-${invoiceId}.pdf`,
        bytes: await invoicePdfOf(deps.db, {
          company: { id: company.id, title: company.title, timezone: company.timezone },
          consumerId: viewer.consumerId,
          invoiceId,
          language,
        }),
      };
    },
  );
}
