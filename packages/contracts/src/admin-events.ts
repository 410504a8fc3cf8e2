import { z } from 'zod';
import { adminEventStageFields, refineEventStage, ZAdminEventStageView } from './admin-event-stage.ts';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { ZApiDateTime } from './dates.ts';
import { EVENT_TYPES, type EventType } from './event.ts';
import { zOptionalText } from './optional-text.ts';
import { type Translations, zTranslations, zTranslationsView } from './translations.ts';
import { validationMessage, zId, zRequiredString } from './validation.ts';

/**
 * The back-office's events (issue 20): what a manager or owner edits about an event (the spec's
 * screener, part 2 §3). Times travel in UTC like every other time; the editor shows and picks them
 * in the company's time zone.
 */

const REQUIRED = validationMessage('validation.required');
const INVALID = validationMessage('validation.invalid_character');
const maxLength = (length: number) => validationMessage('validation.max_length', { length });

/**
 * The kinds a manager chooses from. The spec stores them as two fields: `event_type` and, for an
 * on-demand event, `is_vod_event` on a virtual one.
 */
export const ADMIN_EVENT_KINDS = ['virtual', 'physical', 'both', 'on_demand', 'subscription'] as const;
export type AdminEventKind = (typeof ADMIN_EVENT_KINDS)[number];
export const ZAdminEventKind = z.enum(ADMIN_EVENT_KINDS);

export function kindToStored(kind: AdminEventKind): { eventType: EventType; isVod: boolean } {
  if (kind === 'on_demand') return { eventType: EVENT_TYPES.virtual, isVod: true };
  if (kind === 'physical') return { eventType: EVENT_TYPES.physical, isVod: false };
  if (kind === 'both') return { eventType: EVENT_TYPES.virtual_and_physical, isVod: false };
  if (kind === 'subscription') return { eventType: EVENT_TYPES.subscription, isVod: false };
  return { eventType: EVENT_TYPES.virtual, isVod: false };
}

export function storedToKind(eventType: EventType, isVod: boolean): AdminEventKind {
  if (isVod) return 'on_demand';
  if (eventType === EVENT_TYPES.physical) return 'physical';
  if (eventType === EVENT_TYPES.virtual_and_physical) return 'both';
  if (eventType === EVENT_TYPES.subscription) return 'subscription';
  return 'virtual';
}

export const ADMIN_EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type AdminEventStatus = (typeof ADMIN_EVENT_STATUSES)[number];

/** Who may open the event by the viewer's country: everyone, only the listed, or all but the listed. */
export const GEO_RULE_MODES = ['all', 'allow', 'block'] as const;
export type GeoRuleMode = (typeof GEO_RULE_MODES)[number];

/** Rich text as the editor sends it; the server sanitises it before storing. */
export const EVENT_DESCRIPTION_MAX_LENGTH = 50_000;
export const EVENT_TITLE_MAX_LENGTH = 250;
export const EVENT_FILMS_MAX = 50;
export const EVENT_GEO_COUNTRIES_MAX = 250;
/** Tolerance up to a week, capacity up to a stadium, a rental up to a year. */
export const EVENT_TOLERANCE_MAX_MINUTES = 10_080;
export const EVENT_CAPACITY_MAX = 1_000_000;
export const EVENT_RENTAL_MAX_HOURS = 8_760;

const whole = (max: number) =>
  z
    .number({ error: REQUIRED })
    .int({ error: INVALID })
    .min(0, { error: INVALID })
    .max(max, { error: INVALID })
    .nullable();

const THUMBNAIL_ADDRESS_MAX_LENGTH = 2000;
/**
 * An inline picture kept in the event itself (the demo's posters): an image element never runs
 * its scripts, so any image type is safe. Uploads become files, so inline ones stay small; the
 * bound keeps a save with the longest description inside the request's 1 MB.
 */
const THUMBNAIL_DATA_MAX_LENGTH = 256 * 1024;
const INLINE_PICTURE = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*,[^\s]+$/i;

/**
 * The event's picture: an http(s) address, the site's own path, or an inline `data:image/`
 * address, so an event is saved back unchanged with the picture it was read with.
 */
const zThumbnailUrl = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const inline = value.startsWith('data:');
    const max = inline ? THUMBNAIL_DATA_MAX_LENGTH : THUMBNAIL_ADDRESS_MAX_LENGTH;
    if (value.length > max) {
      context.addIssue({ code: 'custom', message: maxLength(max) });
    } else if (value !== '' && !(inline ? INLINE_PICTURE : /^(https?:\/\/|\/)[^\s]+$/i).test(value)) {
      context.addIssue({ code: 'custom', message: INVALID });
    }
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** An event's texts a language may have of its own (issue 38): the default's, field by field. */
export const EVENT_TEXT_FIELDS = ['title', 'description', 'qa_title', 'qa_message'] as const;
export type EventTexts = Record<(typeof EVENT_TEXT_FIELDS)[number], string | null>;
export type EventTranslations = Translations<EventTexts>;

/** An event's texts in one language besides the default; an empty field falls back to the default's. */
const eventTextFields = {
  title: zOptionalText(EVENT_TITLE_MAX_LENGTH),
  description: z
    .string()
    .max(EVENT_DESCRIPTION_MAX_LENGTH, { error: maxLength(EVENT_DESCRIPTION_MAX_LENGTH) })
    .nullable(),
  qa_title: zOptionalText(250),
  qa_message: zOptionalText(2000),
};
export const ZEventTranslations = zTranslations(eventTextFields);
export const ZEventTranslationsView = zTranslationsView({
  title: z.string().nullable(),
  description: z.string().nullable(),
  qa_title: z.string().nullable(),
  qa_message: z.string().nullable(),
});

const zCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: INVALID });

/** What the editor saves; the same body creates an event and replaces an event's fields. */
export const ZAdminEventInput = z
  .object({
    title: zRequiredString.max(EVENT_TITLE_MAX_LENGTH, { error: maxLength(EVENT_TITLE_MAX_LENGTH) }),
    kind: ZAdminEventKind,
    starts_at: ZApiDateTime,
    ends_at: ZApiDateTime,
    /** Null: registration never closes. */
    registration_ends_at: ZApiDateTime.nullable(),
    /** Minutes after the start during which the event may still be opened; null: until it ends. */
    tolerance_minutes: whole(EVENT_TOLERANCE_MAX_MINUTES),
    /** Seats or places; null: unlimited. */
    capacity: whole(EVENT_CAPACITY_MAX),
    description: z
      .string()
      .max(EVENT_DESCRIPTION_MAX_LENGTH, { error: maxLength(EVENT_DESCRIPTION_MAX_LENGTH) }),
    thumbnail_url: zThumbnailUrl,
    /** The playlist, in order; each a film of the company. */
    film_ids: z
      .array(zId)
      .max(EVENT_FILMS_MAX, { error: maxLength(EVENT_FILMS_MAX) })
      .refine((ids) => new Set(ids).size === ids.length, { error: INVALID }),
    chat_room: z.boolean(),
    /** Sold through plans: viewers buy a ticket to join. False: free to enrol. */
    paid: z.boolean().default(false),
    /** Hours an on-demand rental lasts from the first watch; null: no limit. */
    rental_hours: whole(EVENT_RENTAL_MAX_HOURS),
    geo_mode: z.enum(GEO_RULE_MODES),
    geo_countries: z
      .array(zCountryCode)
      .max(EVENT_GEO_COUNTRIES_MAX, { error: maxLength(EVENT_GEO_COUNTRIES_MAX) }),
    /**
     * The texts of the company's other languages, by language code. Left out, an update keeps the
     * saved ones; a language without a key has none.
     */
    translations: ZEventTranslations.optional(),
    ...adminEventStageFields,
  })
  .superRefine((event, context) => {
    refineEventStage(event, context);
    if (event.ends_at <= event.starts_at) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: INVALID });
    }
    if (event.registration_ends_at !== null && event.registration_ends_at > event.ends_at) {
      context.addIssue({ code: 'custom', path: ['registration_ends_at'], message: INVALID });
    }
    if (event.geo_mode !== 'all' && event.geo_countries.length === 0) {
      context.addIssue({ code: 'custom', path: ['geo_countries'], message: REQUIRED });
    }
  });
export type AdminEventInput = z.input<typeof ZAdminEventInput>;

export const ZAdminEventFilm = z.object({ id: zId, title: z.string() });
export type AdminEventFilm = z.infer<typeof ZAdminEventFilm>;

export const ZAdminEvent = z.object({
  id: zId,
  status: z.enum(ADMIN_EVENT_STATUSES),
  title: z.string(),
  kind: ZAdminEventKind,
  starts_at: z.string(),
  ends_at: z.string(),
  registration_ends_at: z.string().nullable(),
  tolerance_minutes: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  films: z.array(ZAdminEventFilm),
  chat_room: z.boolean(),
  paid: z.boolean(),
  rental_hours: z.number().int().nullable(),
  geo_mode: z.enum(GEO_RULE_MODES),
  geo_countries: z.array(z.string()),
  /** Viewers enrolled (bought or registered): what a change to films or dates must be confirmed against. */
  sales: z.number().int(),
  updated_at: z.string(),
  translations: ZEventTranslationsView,
  ...ZAdminEventStageView.shape,
});
export type AdminEvent = z.infer<typeof ZAdminEvent>;

/** The editor's form: the saved event without what only the server sets. */
export function eventToInput(event: AdminEvent): z.output<typeof ZAdminEventInput> {
  return {
    title: event.title,
    kind: event.kind,
    starts_at: event.starts_at,
    ends_at: event.ends_at,
    registration_ends_at: event.registration_ends_at,
    tolerance_minutes: event.tolerance_minutes,
    capacity: event.capacity,
    description: event.description,
    thumbnail_url: event.thumbnail_url,
    film_ids: event.films.map((film) => film.id),
    chat_room: event.chat_room,
    paid: event.paid,
    rental_hours: event.rental_hours,
    geo_mode: event.geo_mode,
    geo_countries: event.geo_countries,
    stage: event.stage,
    player: event.player,
    donation: event.donation,
    qa_info: event.qa_info,
    translations: event.translations,
  };
}

export const ZAdminEventRow = z.object({
  id: zId,
  title: z.string(),
  kind: ZAdminEventKind,
  status: z.enum(ADMIN_EVENT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  film_count: z.number().int(),
  /** Its Chat room switch is on: it has its room, to invite people to. */
  chat_room: z.boolean(),
  sales: z.number().int(),
});
export type AdminEventRow = z.infer<typeof ZAdminEventRow>;

export const ADMIN_EVENT_SORT_FIELDS = ['title', 'starts_at', 'ends_at', 'status'] as const;
export const ADMIN_EVENT_WHEN = ['all', 'upcoming', 'past'] as const;
export type AdminEventWhen = (typeof ADMIN_EVENT_WHEN)[number];
export const ADMIN_EVENT_PUBLISHED = ['all', 'published', 'draft'] as const;
export type AdminEventPublished = (typeof ADMIN_EVENT_PUBLISHED)[number];

/** The list's own filters, added to the shared grid's paging, sorting and search. */
export const ZAdminEventFilters = z.object({
  kind: ZAdminEventKind.nullable().default(null),
  published: z.enum(ADMIN_EVENT_PUBLISHED).default('all'),
  /** Upcoming: not over yet; past: over. */
  when: z.enum(ADMIN_EVENT_WHEN).default('all'),
});

export const ZGetAdminEventRequest = z.object({ screener_id: zId });
export const ZAdminEventResponse = z.object({ event: ZAdminEvent });
export const ZCreateAdminEventRequest = z.object({ event: ZAdminEventInput });

/**
 * What a change takes from the buyers of a published event: films they paid for that leave the
 * playlist, and dates that move. The server refuses such a change (409, EVENT_CHANGE_UNCONFIRMED)
 * with this list unless the request says it was confirmed.
 */
export const ZEventSaleChange = z.discriminatedUnion('field', [
  z.object({ field: z.literal('films'), removed: z.array(ZAdminEventFilm) }),
  z.object({
    field: z.enum(['starts_at', 'ends_at']),
    before: z.string(),
    after: z.string(),
  }),
]);
export type EventSaleChange = z.infer<typeof ZEventSaleChange>;

export const ZUpdateAdminEventRequest = z.object({
  screener_id: zId,
  event: ZAdminEventInput,
  /** The manager saw the list of changes and agreed to them. */
  confirmed: z.boolean().default(false),
});

export const ZSearchEventFilmsRequest = z.object({
  search: z
    .string()
    .trim()
    .max(200, { error: maxLength(200) })
    .default(''),
});
export const ZSearchEventFilmsResponse = z.object({ films: z.array(ZAdminEventFilm) });
/** The film picker shows at most this many matches; a longer list is narrowed by typing. */
export const EVENT_FILM_SEARCH_LIMIT = 20;

/** One page of the back-office's event list, with its filters. */
export const ZListAdminEventsRequest = adminListRequest(ADMIN_EVENT_SORT_FIELDS).extend(
  ZAdminEventFilters.shape,
);
export type ListAdminEventsRequest = z.input<typeof ZListAdminEventsRequest>;
export const ZListAdminEventsResponse = adminListResponse(ZAdminEventRow);
