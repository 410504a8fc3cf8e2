import * as supportCalls from '@screener/contracts/calls/support';
import { toApiDateTime } from '@screener/contracts/dates';
import { REFUND_REQUEST_SUBMITTED_MESSAGE } from '@screener/contracts/refunds';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { SupportDeps } from './deps.ts';
import { type RefundRequestRow, submitRefundRequest } from './refund-requests.ts';

/** A cancellation is a refund request; the viewer may leave the reason out. */
const CANCELLATION_REASON = 'Cancellation requested';

const requestView = (row: RefundRequestRow) => ({
  request: { id: row.id, type: row.type, status: row.status, created_at: toApiDateTime(row.createdAt) },
  message: REFUND_REQUEST_SUBMITTED_MESSAGE,
});

export function registerRefundRoutes(app: FastifyInstance, deps: SupportDeps): void {
  registerCall(
    app,
    deps,
    supportCalls.submitRefundModificationRequest,
    async ({ body, company, viewer, now }) =>
      requestView(
        await submitRefundRequest(deps.db, {
          companyId: company.id,
          consumerId: viewer.consumerId,
          purchaseId: body.purchase_id ?? null,
          bookingId: body.booking_id ?? null,
          screenerId: body.screener_id ?? null,
          type: body.type,
          reason: body.reason,
          now,
        }),
      ),
  );

  registerCall(app, deps, supportCalls.createCancellationRequest, async ({ body, company, viewer, now }) =>
    requestView(
      await submitRefundRequest(deps.db, {
        companyId: company.id,
        consumerId: viewer.consumerId,
        purchaseId: body.purchase_id ?? null,
        bookingId: body.booking_id ?? null,
        screenerId: body.screener_id ?? null,
        type: 'refund',
        reason: body.reason || CANCELLATION_REASON,
        now,
      }),
    ),
  );
}
