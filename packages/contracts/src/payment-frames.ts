import { z } from 'zod';
import { zCoercedId } from './validation.ts';

/* The frames a payment opens (3-D Secure, a provider's hosted page) and the card challenge's message. */

/** Payment frames (spec part 2 §9). */
export const PAYMENT_FRAMES = {
  threeDSecure: { width: 600, height: 400 },
  hostedPage: { width: 770, height: 625 },
} as const;

/**
 * The 3-D Secure frame posts this to its parent when the challenge ends (Stripe's documented
 * message for a return_url page in a frame); the sandbox's challenge page posts the same one with
 * `client_secret_id` to send to markPaid.
 */
export const THREE_D_SECURE_COMPLETE_MESSAGE = '3DS-authentication-complete';
export const ZThreeDSecureMessage = z.object({
  type: z.literal(THREE_D_SECURE_COMPLETE_MESSAGE),
  purchase_id: zCoercedId,
  client_secret_id: z.string().nullable(),
  /** The sandbox knows how its challenge ended; a provider's return page does not (null). */
  succeeded: z.boolean().nullable(),
});
