import { z } from 'zod';
import { zDecimalAmount } from './money.ts';
import { ZPricingType } from './pricing.ts';
import { zCoercedId } from './validation.ts';

/*
 * Pricing plans on sale (spec part 2 §3, §7.3). Amounts a person reads are decimals with two
 * places ("12.50"); the server computes every amount itself.
 */

/** An event a pass covers, with what the pass detail page shows of it (spec part 2 §2.9). */
export const ZPricingPlanScreening = z.object({
  id: zCoercedId,
  title: z.string(),
  /** The event's own thumbnail, or the first film's when it has none. */
  thumbnail_url: z.string().nullable(),
  screening_starts_at: z.string(),
  screening_ends_at: z.string(),
  is_geo_blocked: z.boolean(),
  /** What the seats line needs (`seatsStatus` in seats.ts). */
  registration_ends_at: z.string().nullable(),
  num_of_enrollments: z.number().int(),
  limitation: z.number().int().nullable(),
  /** The directors of the event's films, in playlist order, each once. */
  director_names: z.array(z.string()),
});
export type PricingPlanScreening = z.infer<typeof ZPricingPlanScreening>;

export const ZPricingPlan = z.object({
  id: zCoercedId,
  type: ZPricingType,
  name: z.string(),
  /** Decimal with two places, e.g. "12.50". */
  price: zDecimalAmount,
  currency: z.string(),
  description: z.string(),
  /** Shown after a pass is bought, when the company wrote one. */
  purchase_message: z.string().nullable(),
  purchasing_end_date: z.string().nullable(),
  festival_start_date: z.string().nullable(),
  /** False once the purchasing end date has passed. */
  is_on_sale: z.boolean(),
  screening_ids: z.array(z.number().int()),
  pricingPlanScreenings: z.array(ZPricingPlanScreening),
  /**
   * Part 2 §3 names the plan's events twice ("pricingPlanScreenings ... description, screenings"):
   * the server sends the same list under both names. Optional only for the site's own fixtures.
   */
  screenings: z.array(ZPricingPlanScreening).optional(),
});
export type PricingPlan = z.infer<typeof ZPricingPlan>;

/** The plans on sale; with `screener_id` only those covering it, with `type` only that type. */
export const ZListPricingRequest = z.object({
  screener_id: zCoercedId.optional(),
  type: z.coerce.number().pipe(ZPricingType).optional(),
});
export const ZListPricingResponse = z.object({ pricing: z.array(ZPricingPlan) });

export const ZGetPricingRequest = z.object({ pricing_id: zCoercedId });
export const ZGetPricingResponse = z.object({ pricing: ZPricingPlan });
