import { z } from 'zod';
import { ZPurchaseStatus } from './pricing.ts';
import { zId } from './validation.ts';

/**
 * The signed-in viewer's link to one event (spec part 1 §3 "consumer link data"), as login answers
 * and as every list merges into its cards. A pass makes covered events purchased without enrolling.
 */
export const ZViewerScreening = z.object({
  screener_id: zId,
  /** The completed purchase that paid for this event, when one did. */
  purchase_id: zId.nullable(),
  is_enrolled: z.boolean(),
  is_purchased: z.boolean(),
  /** Our addition: a venue ticket of the event is bought (seats booked, or its venue-ticket plan). */
  is_venue_ticket_purchased: z.boolean().optional(),
  is_payment_in_process: z.boolean(),
  /** The on-demand rental window, set at first watch. */
  event_starts_at: z.string().nullable(),
  event_ends_at: z.string().nullable(),
});
export type ViewerScreening = z.infer<typeof ZViewerScreening>;

/** A pass (group ticket) the viewer bought or is paying for (spec part 2 §3). */
export const ZGroupPurchase = z.object({
  id: zId,
  company_id: zId,
  monetization_pricing_id: zId,
  status: ZPurchaseStatus,
  receipt_url: z.string().nullable(),
  pricing: z.object({
    id: zId,
    name: z.string(),
    screening_ids: z.array(z.number().int()),
    purchasing_end_date: z.string().nullable(),
    festival_start_date: z.string().nullable(),
  }),
});
export type GroupPurchase = z.infer<typeof ZGroupPurchase>;
