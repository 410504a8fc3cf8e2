import { z } from 'zod';
import { zCoercedId, zRequiredString } from './validation.ts';

/* Refund, modification and cancellation requests (spec part 2 §2.8, §8). */

export const REFUND_REQUEST_TYPES = ['refund', 'modification'] as const;

export const ZSubmitRefundModificationRequest = z
  .object({
    purchase_id: zCoercedId.nullish(),
    booking_id: zCoercedId.nullish(),
    screener_id: zCoercedId.nullish(),
    type: z.enum(REFUND_REQUEST_TYPES).default('refund'),
    reason: zRequiredString.max(2000),
  })
  .refine((value) => value.purchase_id != null || value.booking_id != null, {
    error: 'A purchase or a booking is required',
    path: ['purchase_id'],
  });
export const ZCreateCancellationRequest = z
  .object({
    purchase_id: zCoercedId.nullish(),
    booking_id: zCoercedId.nullish(),
    screener_id: zCoercedId.nullish(),
    reason: z.string().trim().max(2000).nullish(),
  })
  .refine((value) => value.purchase_id != null || value.booking_id != null, {
    error: 'A purchase or a booking is required',
    path: ['purchase_id'],
  });
export const ZRefundRequestResponse = z.object({
  request: z.object({
    id: zCoercedId,
    type: z.enum(REFUND_REQUEST_TYPES),
    status: z.enum(['open', 'approved', 'rejected', 'closed']),
    created_at: z.string(),
  }),
  /** "Your request has been submited to admin" (spec part 2 §8, spelling as given). */
  message: z.string(),
});

export const REFUND_REQUEST_SUBMITTED_MESSAGE = 'Your request has been submited to admin';
