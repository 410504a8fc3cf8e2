import { z } from 'zod';

/* The Israeli provider's hosted page and what it posts to the page that framed it. */

/** What the Israeli provider's page posts to its parent (spec part 2 §4.6). */
export const MESHULAM_MESSAGE_ACTIONS = [
  'close',
  'payment',
  'bit_payment',
  'failed_to_load_page',
  'bit_cancel',
] as const;
export type MeshulamMessageAction = (typeof MESHULAM_MESSAGE_ACTIONS)[number];
export const ZMeshulamMessage = z.object({
  action: z.enum(MESHULAM_MESSAGE_ACTIONS),
  status: z.coerce.number().int().optional(),
});
/** Status 1 on payment or bit_payment counts as success and marks the purchase processing. */
export function isMeshulamSuccess(message: z.infer<typeof ZMeshulamMessage>): boolean {
  return (message.action === 'payment' || message.action === 'bit_payment') && message.status === 1;
}
