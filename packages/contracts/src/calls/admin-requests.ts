import { defineCall } from '../call.ts';
import {
  ZAnswerRequestRequest,
  ZAnswerRequestResponse,
  ZListRequestsRequest,
  ZListRequestsResponse,
} from '../requests.ts';

export const listRequests = defineCall({
  path: 'admin/requests/list',
  body: ZListRequestsRequest,
  response: ZListRequestsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});

/**
 * Approve (a refund request: the order is refunded in full), reject with a reason, or reply. An
 * approval gives money back, so it asks the `refunds` permission of the caller's role as well.
 */
export const answerRequest = defineCall({
  path: 'admin/requests/answer',
  body: ZAnswerRequestRequest,
  response: ZAnswerRequestResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});
