import { z } from 'zod';
import { zId } from './validation.ts';

/**
 * The waitlist of a sold-out event (issue 38): viewers in order of joining; a place that frees is
 * offered to the first in line, held for the company's offer time, and passes on unclaimed.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'enrolled', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How long an offer holds its place unless the company sets another time (`waitlist_offer_hours`). */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24;
export const zWaitlistOfferHours = z.number().int().min(1).max(168);

/** The claim link's token: 32 random bytes in base64url. */
export const zWaitlistToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/);

export const ZWaitlistScreenerRequest = z.object({ screener_id: zId });

/** The viewer's own place: null when not in line (never joined, left, or the offer ended). */
export const ZWaitlistPlace = z.object({
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line; null once offered. */
  position: z.number().int().nullable(),
  joined_at: z.string(),
  offer_expires_at: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof ZWaitlistPlace>;

export const ZWaitlistStateResponse = z.object({
  screener_id: zId,
  /** No place is left to buy: the overview offers the waitlist instead of Buy. */
  sold_out: z.boolean(),
  place: ZWaitlistPlace.nullable(),
});

export const ZWaitlistClaimRequest = z.object({ token: zWaitlistToken });
export const ZWaitlistClaimResponse = z.object({
  screener_id: zId,
  /** Until then the place is the viewer's to buy or enrol in. */
  hold_ends_at: z.string(),
});

export const ZAdminWaitlistEntry = z.object({
  id: zId,
  position: z.number().int().nullable(),
  consumer: z.object({ id: zId, name: z.string(), email: z.string() }),
  status: z.enum(WAITLIST_STATUSES),
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof ZAdminWaitlistEntry>;

export const ZAdminWaitlistResponse = z.object({
  screener_id: zId,
  title: z.string(),
  capacity: z.number().int().nullable(),
  entries: z.array(ZAdminWaitlistEntry),
});
