import * as adminRequestsCalls from '@screener/contracts/calls/admin-requests';
import { roleAllows } from '@screener/contracts/staff';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { SupportDeps } from './deps.ts';
import { answerInboxRequest, listInboxRequests } from './inbox.ts';

/**
 * Gives a purchase back in full through its provider: the payments module's refund, handed over
 * by the composition root so that the inbox never reaches the purchases itself.
 */
export type RefundWholePurchase = (
  input: { companyId: number; purchaseId: number; reason: string; byEmail: string; now: Date },
  log: FastifyBaseLogger,
) => Promise<unknown>;

/**
 * A refund's refusal as the answer form shows it: its field messages (nothing left to refund, the
 * provider's words) are said about the decision, the one field of the form they concern.
 */
function asDecisionRefusal(error: unknown): unknown {
  const fields = error instanceof AppError ? error.details?.fields : undefined;
  if (!(error instanceof AppError) || !fields) return error;
  return new AppError(error.errorName, { details: { fields: { decision: Object.values(fields).flat() } } });
}

/** The back-office's requests inbox. */
export function registerInboxRoutes(
  app: FastifyInstance,
  deps: SupportDeps,
  refund: RefundWholePurchase,
): void {
  registerCall(app, deps, adminRequestsCalls.listRequests, async ({ body, company }) =>
    listInboxRequests(deps.db, company.id, body),
  );

  registerCall(
    app,
    deps,
    adminRequestsCalls.answerRequest,
    async ({ body, company, staff, request, now }) => {
      const { member } = staff;
      return {
        request: await answerInboxRequest(deps, {
          companyId: company.id,
          requestId: body.request_id,
          decision: body.decision,
          message: body.message,
          byEmail: member.email,
          mayRefund: member.role !== 'operator' && roleAllows(member.role, 'refunds'),
          now,
          refund: async ({ purchaseId, reason }) => {
            try {
              await refund(
                { companyId: company.id, purchaseId, reason, byEmail: member.email, now },
                request.log,
              );
            } catch (error) {
              throw asDecisionRefusal(error);
            }
          },
          log: request.log,
        }),
      };
    },
  );
}
