import * as supportCalls from '@screener/contracts/calls/support';
import { toApiDateTime } from '@screener/contracts/dates';
import { REFUND_REQUEST_SUBMITTED_MESSAGE } from '@screener/contracts/refunds';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { SupportDeps } from './deps.ts';
import { mailStaffOfRequest, mailsStaffOnRequests } from './inbox.ts';
import { type RefundRequestRow, submitRefundRequest } from './refund-requests.ts';

/** A cancellation is a refund request; the viewer may leave the reason out. */
const CANCELLATION_REASON = 'Cancellation requested';

const requestView = (row: RefundRequestRow) => ({
  request: { id: row.id, type: row.type, status: row.status, created_at: toApiDateTime(row.createdAt) },
  message: REFUND_REQUEST_SUBMITTED_MESSAGE,
});

export function registerRefundRoutes(app: FastifyInstance, deps: SupportDeps): void {
  /** Files the request, then tells the company's staff; a mail that cannot go is only logged. */
  const submit = async (
    company: CompanyRow,
    log: FastifyBaseLogger,
    input: Omit<Parameters<typeof submitRefundRequest>[1], 'companyId'>,
  ) => {
    const row = await submitRefundRequest(deps.db, { ...input, companyId: company.id });
    const consumer = await findConsumer(deps.db, company.id, input.consumerId);
    if (consumer && mailsStaffOnRequests(company)) {
      await mailStaffOfRequest(deps, company, {
        kind: row.type,
        email: consumer.contactEmail ?? consumer.email,
        name: consumer.name,
        body: row.reason,
      }).catch((error: unknown) => log.error({ err: error, requestId: row.id }, 'staff request mail failed'));
    }
    return requestView(row);
  };

  registerCall(
    app,
    deps,
    supportCalls.submitRefundModificationRequest,
    async ({ body, company, viewer, language, request, now }) =>
      submit(company, request.log, {
        consumerId: viewer.consumerId,
        purchaseId: body.purchase_id ?? null,
        bookingId: body.booking_id ?? null,
        screenerId: body.screener_id ?? null,
        type: body.type,
        reason: body.reason,
        language,
        now,
      }),
  );

  registerCall(
    app,
    deps,
    supportCalls.createCancellationRequest,
    async ({ body, company, viewer, language, request, now }) =>
      submit(company, request.log, {
        consumerId: viewer.consumerId,
        purchaseId: body.purchase_id ?? null,
        bookingId: body.booking_id ?? null,
        screenerId: body.screener_id ?? null,
        type: 'refund',
        reason: body.reason || CANCELLATION_REASON,
        language,
        now,
      }),
  );
}
