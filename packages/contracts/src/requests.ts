import { z } from 'zod';
import { zId, zRequiredString } from './validation.ts';

/* The back-office's requests inbox: what viewers ask of the company, and the company's answers. */

/** Refund (and cancellation) and modification requests, booking questions, "Leave a message". */
export const REQUEST_KINDS = ['refund', 'modification', 'booking_question', 'message'] as const;
export const ZRequestKind = z.enum(REQUEST_KINDS);
export type RequestKind = z.infer<typeof ZRequestKind>;

export const REQUEST_STATUSES = ['open', 'answered', 'approved', 'rejected', 'closed'] as const;
export const ZRequestStatus = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof ZRequestStatus>;

export const REQUEST_DECISIONS = ['approve', 'reject', 'reply'] as const;
export const ZRequestDecision = z.enum(REQUEST_DECISIONS);
export type RequestDecision = z.infer<typeof ZRequestDecision>;

export const REQUEST_PAGE_SIZES = [25, 50, 100] as const;
export const REQUEST_MESSAGE_MAX_LENGTH = 5000;

export const ZListRequestsRequest = z.object({
  page: z.number().int().min(0).max(100_000).default(0),
  page_size: z
    .number()
    .int()
    .refine((size) => (REQUEST_PAGE_SIZES as readonly number[]).includes(size))
    .default(25),
  status: ZRequestStatus.optional(),
  kind: ZRequestKind.optional(),
});
export type ListRequestsRequest = z.input<typeof ZListRequestsRequest>;

export const ZRequestMessage = z.object({
  author: z.enum(['viewer', 'staff']),
  /** The staff member who answered; null for the viewer's own words. */
  by: z.string().nullable(),
  decision: ZRequestDecision.nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type RequestMessage = z.infer<typeof ZRequestMessage>;

export const ZInboxRequest = z.object({
  id: zId,
  kind: ZRequestKind,
  status: ZRequestStatus,
  created_at: z.string(),
  updated_at: z.string(),
  viewer_email: z.string(),
  viewer_name: z.string().nullable(),
  /** The order it is about, when it names one. */
  purchase_id: zId.nullable(),
  booking_id: zId.nullable(),
  thread: z.array(ZRequestMessage),
});
export type InboxRequest = z.infer<typeof ZInboxRequest>;

export const ZListRequestsResponse = z.object({
  requests: z.array(ZInboxRequest),
  total: z.number().int().min(0),
  /** Requests still waiting for an answer, whatever the filters. */
  open: z.number().int().min(0),
});
export type ListRequestsResponse = z.infer<typeof ZListRequestsResponse>;

export const ZAnswerRequestRequest = z.object({
  request_id: zId,
  decision: ZRequestDecision,
  /** The answer mailed to the viewer: the reason of a rejection, the words of a reply. */
  message: zRequiredString.max(REQUEST_MESSAGE_MAX_LENGTH),
});
export type AnswerRequestRequest = z.input<typeof ZAnswerRequestRequest>;
export const ZAnswerRequestResponse = z.object({ request: ZInboxRequest });
