import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { adminFieldMessage } from './admin-messages.ts';
import { zOptionalText } from './optional-text.ts';
import { ZCurrency } from './pricing.ts';
import { SEAT_INDEX_PATTERN } from './seat-booking.ts';
import {
  MAX_SEAT_MAP_COLUMNS,
  MAX_SEAT_MAP_ROWS,
  SEAT_LABEL_MAX_LENGTH,
  type SeatMap,
  seatMapProblems,
} from './seat-map.ts';
import { SEAT_CATEGORIES, TICKET_TYPES, ZSeatCategory } from './seats.ts';
import { type Translations, zTranslations, zTranslationsView } from './translations.ts';
import { validationMessage, zId, zRequiredString } from './validation.ts';

/*
 * The back-office's venues (issue 20): venues with their seat maps, and per event at a venue its
 * seat prices, ticket-type discounts and the most seats one order may take. Calls need the
 * `content` permission (owners and managers).
 */

const maxLength = (length: number) => validationMessage('validation.max_length', { length });

export const MAX_SEATS_PER_ORDER_LIMIT = 100;

const VENUE_PERCENT = adminFieldMessage('percent', { min: 0 });
const MAX_SEATS_MESSAGE = adminFieldMessage('whole_number', { max: MAX_SEATS_PER_ORDER_LIMIT });

const zSeatKey = z.string().regex(SEAT_INDEX_PATTERN, { error: validationMessage('validation.invalid_id') });

export const ZSeatMapCell = z.object({
  label: z
    .string()
    .trim()
    .max(SEAT_LABEL_MAX_LENGTH, { error: maxLength(SEAT_LABEL_MAX_LENGTH) }),
  category: ZSeatCategory,
  is_accessible: z.boolean(),
});

const problemMessages = {
  outside_grid: adminFieldMessage('seat_outside_grid'),
  missing_label: adminFieldMessage('seat_label_missing'),
  duplicate_label: adminFieldMessage('seat_label_duplicate'),
  not_for_sale_not_seat: adminFieldMessage('seat_outside_grid'),
  no_seat: adminFieldMessage('seat_map_empty'),
} as const;

/** A seat map as saved: the grid's size, its cells, and the seats held back; checked by `seatMapProblems`. */
export const ZSeatMap = z
  .object({
    rows: z.number().int().min(1).max(MAX_SEAT_MAP_ROWS),
    columns: z.number().int().min(1).max(MAX_SEAT_MAP_COLUMNS),
    seats: z.record(zSeatKey, ZSeatMapCell),
    not_for_sale: z.array(zSeatKey).max(MAX_SEAT_MAP_ROWS * MAX_SEAT_MAP_COLUMNS),
  })
  .superRefine((map, context) => {
    for (const problem of seatMapProblems(map as SeatMap)) {
      const path = problem.kind === 'not_for_sale_not_seat' ? 'not_for_sale' : 'seats';
      context.addIssue({
        code: 'custom',
        path: [path],
        message: problemMessages[problem.kind],
      });
    }
  });

/** A venue's texts a language may have of its own (issue 38): its notes for ticket holders. */
export type VenueTexts = { notes: string | null };
export type VenueTranslations = Translations<VenueTexts>;
export const ZVenueTranslations = zTranslations({ notes: zOptionalText(2000) });

export const ZVenueDetails = z.object({
  name: zRequiredString.max(200, { error: maxLength(200) }),
  address: zOptionalText(500),
  navigation_link: zOptionalText(500).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    error: validationMessage('validation.invalid_character'),
  }),
  notes: zOptionalText(2000),
  /** The notes in the company's other languages, by language code; left out, the saved ones stay. */
  translations: ZVenueTranslations.optional(),
});
export type VenueDetails = z.input<typeof ZVenueDetails>;

export const ZCreateVenueRequest = z.object({ ...ZVenueDetails.shape, seat_map: ZSeatMap });
export type CreateVenueRequest = z.input<typeof ZCreateVenueRequest>;
export const ZUpdateVenueRequest = z.object({ venue_id: zId, ...ZVenueDetails.shape, seat_map: ZSeatMap });
export type UpdateVenueRequest = z.input<typeof ZUpdateVenueRequest>;

export const ZAdminVenue = z.object({
  id: zId,
  name: z.string(),
  address: z.string().nullable(),
  navigation_link: z.string().nullable(),
  notes: z.string().nullable(),
  translations: zTranslationsView({ notes: z.string().nullable() }),
  seat_map: z.object({
    rows: z.number().int(),
    columns: z.number().int(),
    seats: z.record(z.string(), ZSeatMapCell),
    not_for_sale: z.array(z.string()),
  }),
  updated_at: z.string(),
});
export type AdminVenue = z.infer<typeof ZAdminVenue>;

/** An event at the venue as the editor lists it. */
export const ZVenueEventSummary = z.object({
  id: zId,
  title: z.string(),
  /** UTC `YYYY-MM-DD HH:mm:ss`. */
  starts_at: z.string(),
  ends_at: z.string(),
});

export const ZGetVenueRequest = z.object({ venue_id: zId });
export const ZGetVenueResponse = z.object({
  venue: ZAdminVenue,
  events: z.array(ZVenueEventSummary),
  /** Seats sold or held for an event still to come: the editor may not remove or re-categorise them. */
  protected_seats: z.array(z.string()),
});
export type GetVenueResponse = z.infer<typeof ZGetVenueResponse>;
export const ZSaveVenueResponse = ZGetVenueResponse;

export const ZVenueListRow = z.object({
  id: zId,
  name: z.string(),
  address: z.string().nullable(),
  rows: z.number().int(),
  columns: z.number().int(),
  seat_count: z.number().int(),
  event_count: z.number().int(),
  updated_at: z.string(),
});
export type VenueListRow = z.infer<typeof ZVenueListRow>;

export const VENUE_SORT_FIELDS = ['name', 'address', 'seat_count', 'updated_at'] as const;
export type VenueSortField = (typeof VENUE_SORT_FIELDS)[number];
/** The venues list of the back-office's shared grid; the search matches name and address. */
export const ZListVenuesRequest = adminListRequest(VENUE_SORT_FIELDS);
export const ZListVenuesResponse = adminListResponse(ZVenueListRow);

/** A price as a person types it: up to six digits and two decimals. */
const zPrice = z
  .string()
  .trim()
  .regex(/^\d{1,6}(?:\.\d{1,2})?$/, { error: adminFieldMessage('price') });
const zPercent = z
  .number({ error: VENUE_PERCENT })
  .int({ error: VENUE_PERCENT })
  .min(0, { error: VENUE_PERCENT })
  .max(100, { error: VENUE_PERCENT });

/**
 * An event's seat sale: its venue, the price of each category (a category without one sells at
 * the regular price), percent off per ticket type, and the most seats in one order.
 */
export const ZEventSeatPricing = z.object({
  venue_id: zId,
  currency: ZCurrency,
  seat_category_prices: z.object({
    [SEAT_CATEGORIES.regular]: zPrice,
    [SEAT_CATEGORIES.discounted]: zPrice.nullable(),
    [SEAT_CATEGORIES.premium]: zPrice.nullable(),
    [SEAT_CATEGORIES.disabled]: zPrice.nullable(),
  }),
  ticket_type_discounts: z.object({
    [TICKET_TYPES.child]: zPercent.nullable(),
    [TICKET_TYPES.student]: zPercent.nullable(),
    [TICKET_TYPES.senior]: zPercent.nullable(),
  }),
  max_seats_per_purchase: z
    .number({ error: MAX_SEATS_MESSAGE })
    .int({ error: MAX_SEATS_MESSAGE })
    .min(1, { error: MAX_SEATS_MESSAGE })
    .max(MAX_SEATS_PER_ORDER_LIMIT, {
      error: MAX_SEATS_MESSAGE,
    }),
});
export type EventSeatPricing = z.infer<typeof ZEventSeatPricing>;

/** The company's events with a venue part that have not ended, and the venue each uses. */
export const ZListVenueEventsRequest = z.object({});
export const ZListVenueEventsResponse = z.object({
  events: z.array(ZVenueEventSummary.extend({ venue_id: zId.nullable(), venue_name: z.string().nullable() })),
});
export type VenueEventListItem = z.infer<typeof ZListVenueEventsResponse>['events'][number];

export const ZGetEventSeatPricingRequest = z.object({ screener_id: zId });
export const ZEventSeatPricingResponse = z.object({
  event: ZVenueEventSummary,
  /** Null until the event is given a venue. */
  pricing: ZEventSeatPricing.nullable(),
});
export type EventSeatPricingResponse = z.infer<typeof ZEventSeatPricingResponse>;
export const ZUpdateEventSeatPricingRequest = ZEventSeatPricing.extend({ screener_id: zId });
