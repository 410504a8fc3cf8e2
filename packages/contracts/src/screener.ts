import { z } from 'zod';
import { paginated } from './api.ts';
import { ZApiDateTime } from './dates.ts';
import { ZEventType, ZIsVod } from './event.ts';
import { ZPricingType } from './pricing.ts';
import { PAGE_SIZES } from './ui.ts';
import { zId } from './validation.ts';
import { ZScreenerVenueParts } from './venue-parts.ts';

/**
 * What a festival programme tells about a film beyond the spec's credits; each is optional and
 * shown only when set.
 */
export const ZFilmDetails = z.object({
  running_time_minutes: z.number().int().positive().nullable().optional(),
  year: z.number().int().min(1870).max(2200).nullable().optional(),
  /** ISO 3166-1 alpha-2 codes, upper-case; the site names them in the viewer's language. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  /** Spoken languages as BCP 47 codes ("en", "he"); the site names them in the viewer's language. */
  languages: z.array(z.string().min(2).max(35)).optional(),
  genre: z.string().nullable().optional(),
  /** Leading cast, in billing order. */
  cast: z.array(z.string()).optional(),
});
export type FilmDetails = z.infer<typeof ZFilmDetails>;

/** A film of an event (spec part 1 §3 "Film"). */
export const ZFilm = z.object({
  id: zId,
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  thumburls: z.array(z.string()),
  /**
   * The trailer: a YouTube or Vimeo link, or the public path of the film's HLS trailer (`/trailers/...m3u8`);
   * null when the film has none.
   */
  trailer: z.string().nullable(),
  producer_name: z.string().nullable(),
  director_name: z.string().nullable(),
  ...ZFilmDetails.shape,
});
export type Film = z.infer<typeof ZFilm>;

/** A plan that sells the event, as the overview's pricing tabs show it; price in decimals with two places. */
export const ZMonetizationPlan = z.object({
  id: zId,
  type: ZPricingType,
  name: z.string(),
  /** "12.50". */
  price: z.string(),
  currency: z.string(),
  purchasing_end_date: ZApiDateTime.nullable(),
  screening_ids: z.array(z.number().int()),
  description: z.string(),
});
export type MonetizationPlan = z.infer<typeof ZMonetizationPlan>;

/**
 * The event's Q&A. Its title and message are public; the meeting's link, id and passcode are sent
 * only to a viewer enrolled in the event or who bought it, and are null for anyone else.
 */
export const ZQaInfo = z.object({
  title: z.string().nullable(),
  message: z.string().nullable(),
  zoom_link: z.string().nullable(),
  meeting_id: z.string().nullable(),
  password: z.string().nullable(),
  /** Whether the Q&A has a meeting (link, id or passcode), told also to those not sent it. */
  has_meeting: z.boolean().optional(),
});
export type QaInfo = z.infer<typeof ZQaInfo>;

export const ZEventConfiguration = z.object({
  is_full_screen_mode: z.boolean(),
  no_skip: z.boolean(),
  movie_switching_enabled: z.boolean(),
});

/**
 * An event as lists and the overview send it (spec part 1 §3 "Screening / event"), with the
 * signed-in viewer's link data merged in (all false or null for a guest).
 */
export const ZScreener = z.object({
  id: zId,
  company_id: zId,
  title: z.string(),
  /** Rich text (HTML). */
  description: z.string(),
  /** The event's own thumbnail, or the first film's when it has none. */
  thumbnail_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  films: z.array(ZFilm),
  venue: z.string().nullable(),
  screening_starts_at: ZApiDateTime,
  screening_ends_at: ZApiDateTime,
  registration_ends_at: ZApiDateTime.nullable(),
  /** Minutes after the start during which the event may still be watched; null: no limit. */
  screening_tolerance: z.number().int().nullable(),
  num_of_enrollments: z.number().int(),
  /** Seat capacity; null or 0: unlimited. */
  limitation: z.number().int().nullable(),
  event_type: ZEventType,
  is_vod_event: ZIsVod,
  is_event_started: z.boolean(),
  /** Rental window in hours, for on-demand events. */
  vod_availability: z.number().int().nullable(),
  is_geo_blocked: z.boolean(),
  is_payment_in_process: z.boolean(),
  allow_chat_room: z.boolean(),
  /** `id` is the room's id; `chat_room_id` the number of its realtime room (`chatroom:<n>`). */
  chat_room: z.object({ id: zId, chat_room_id: zId }).nullable(),
  donation_enabled: z.boolean(),
  donation: z.object({ purpose: z.string().nullable(), email: z.string().nullable() }).nullable(),
  qa_info: ZQaInfo.nullable(),
  event_configuration: ZEventConfiguration,
  /** Active plans covering the event, keyed by pricing type ("10", "20", "30", ...). */
  monetization: z.record(z.string(), z.array(ZMonetizationPlan)),
  monetization_enabled: z.boolean(),
  custom_link: z.object({ url: z.string(), label: z.string().nullable() }).nullable(),
  /** The advertising screener: its pages hide the site header. */
  hides_header: z.boolean(),
  is_enrolled: z.boolean(),
  is_purchased: z.boolean(),
  /**
   * Our addition: the viewer holds a venue ticket of the event (seats booked, or its venue-ticket
   * plan), which alone buys the venue part of an event with both parts.
   */
  is_venue_ticket_purchased: z.boolean().optional(),
  /** The viewer's on-demand rental window, set at first watch. */
  event_starts_at: ZApiDateTime.nullable(),
  event_ends_at: ZApiDateTime.nullable(),
  pivot: z.object({ event_starts_at: ZApiDateTime.nullable(), purchase_id: zId.nullable() }).nullable(),
  /** Only the overview of an event with a venue part carries its seat chart. */
  ...ZScreenerVenueParts.partial().shape,
});
export type Screener = z.infer<typeof ZScreener>;

export const SCREENER_LISTS = ['today', 'upcoming', 'ongoing', 'vod', 'archive'] as const;
export type ScreenerList = (typeof SCREENER_LISTS)[number];

export const ZListScreenersRequest = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.list),
  /** Matches titles, in any letter case; used by the archive and on-demand lists. */
  search: z.string().trim().max(200).optional(),
});
export type ListScreenersRequest = z.input<typeof ZListScreenersRequest>;
/** A page of events, as the geographic catalogue's `screeners` (spec part 2 §3 "screeners {data, last_page}"). */
export const ZScreenerPage = paginated(ZScreener);
/**
 * An event list's answer. Part 1 §7 reads it as "screeners (data, last_page)", part 2 §3 as "data,
 * last_page": the page is answered at the top and again under `screeners`, the same events, so a
 * client reading either finds them.
 */
export const ZListScreenersResponse = ZScreenerPage.transform((page) => ({
  ...page,
  screeners: { data: page.data, last_page: page.last_page },
}));
export type ListScreenersResponse = z.infer<typeof ZListScreenersResponse>;

export const ZGetScreenerRequest = z.object({ id: z.coerce.number().int().min(1) });
export const ZGetScreenerResponse = z.object({ screener: ZScreener });

export const GEO_AVAILABILITY = ['available', 'blocked'] as const;
export type GeoAvailability = (typeof GEO_AVAILABILITY)[number];

/** The geographic catalogue of on-demand events (spec part 2 §2.7, §3). */
export const ZGeoCatalogueRequest = z.object({
  screenerType: z.literal('vod').default('vod'),
  geoAvailability: z.enum(GEO_AVAILABILITY).default('available'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.geoCatalogue),
  search: z.string().trim().max(200).optional(),
});
export type GeoCatalogueRequest = z.input<typeof ZGeoCatalogueRequest>;
export const ZGeoCatalogueResponse = z.object({
  geo_availability_overview: z.object({
    total_events: z.number().int(),
    geo_allowed: z.number().int(),
    geo_blocked: z.number().int(),
  }),
  screeners: ZScreenerPage,
});
export type GeoCatalogueResponse = z.infer<typeof ZGeoCatalogueResponse>;

/**
 * `guest/screenings/{companyId}/media`: the company's films that appear in published events, each
 * with its trailer and thumbnails and the published events it is shown in, newest film first.
 */
export const ZCompanyMedia = ZFilm.extend({ screener_ids: z.array(z.number().int()) });
export type CompanyMedia = z.infer<typeof ZCompanyMedia>;
export const ZListCompanyMediaResponse = z.object({ media: z.array(ZCompanyMedia) });
