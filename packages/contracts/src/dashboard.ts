import { z } from 'zod';
import { ZApiDateTime } from './dates.ts';
import { ZScreener } from './screener.ts';
import { zId } from './validation.ts';

/*
 * The viewer dashboard (spec part 2 §2.8): the events the signed-in viewer is linked to. The
 * passes tab answers from `listGroupPurchases` and the refund dialog sends
 * `purchase/submitRefundModificationRequest` (both in purchase.ts).
 */

/** A receipt of a completed purchase that covers the event, with the name of its plan (spec part 2 §3). */
export const ZReceiptUrl = z.object({
  receipt_url: z.string(),
  /** The plan's name; null for a seat order, which has no plan. */
  plan: z.string().nullable(),
});
export type ReceiptUrl = z.infer<typeof ZReceiptUrl>;

/**
 * An event as the dashboard lists it: every row is one the viewer is enrolled in, bought (a ticket
 * or a pass covering it) or is paying for, so `pivot` is always set: the rental start and the
 * purchase that paid for it (null while unpaid or free).
 */
export const ZDashboardScreener = ZScreener.extend({
  pivot: z.object({
    event_starts_at: ZApiDateTime.nullable(),
    purchase_id: zId.nullable(),
  }),
  receipt_urls: z.array(ZReceiptUrl),
});
export type DashboardScreener = z.infer<typeof ZDashboardScreener>;

/** `company_id` is the site's company; the server refuses another one. */
export const ZListScreeningsRequest = z.object({
  company_id: z.coerce.number().int().positive().optional(),
  /**
   * Our addition: also the events the viewer's live subscription opens without an enrollment yet
   * (on-demand and subscription events of its plan), as the TV's library lists them.
   */
  include_subscription: z.boolean().optional(),
});
export type ListScreeningsRequest = z.input<typeof ZListScreeningsRequest>;
/** Ordered by start time, earliest first. */
export const ZListScreeningsResponse = z.object({ screenings: z.array(ZDashboardScreener) });
export type ListScreeningsResponse = z.infer<typeof ZListScreeningsResponse>;
