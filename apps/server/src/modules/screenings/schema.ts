import type { EventTranslations } from '@screener/contracts/admin-events';
import type { EventType } from '@screener/contracts/event';
import type { FilmTranslations } from '@screener/contracts/films';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';

export const SCREENER_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type ScreenerStatus = (typeof SCREENER_STATUSES)[number];

/** Who may open an event by the country of the viewer: everyone, only the listed countries, or all but them. */
export const GEO_MODES = ['all', 'allow', 'block'] as const;
export type GeoMode = (typeof GEO_MODES)[number];

export type QaInfo = {
  title: string | null;
  message: string | null;
  zoom_link: string | null;
  meeting_id: string | null;
  password: string | null;
};

export type EventConfiguration = {
  is_full_screen_mode: boolean;
  no_skip: boolean;
  movie_switching_enabled: boolean;
};

export const DEFAULT_EVENT_CONFIGURATION: EventConfiguration = {
  is_full_screen_mode: false,
  no_skip: false,
  movie_switching_enabled: false,
};

/**
 * An event (the spec's "screener"). Venue seat maps and seat prices live in the venues module
 * (`screener_venues`); the plans that sell it in pricing (`pricing_plan_screenings`).
 */
export const screeners = pgTable(
  'screeners',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    title: text('title').notNull(),
    /** Rich text (HTML). */
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    logoUrl: text('logo_url'),
    /** The venue as shown on cards and the overview; the seat map is a `venues` row. */
    venue: text('venue'),
    screeningStartsAt: timestamptz('screening_starts_at').notNull(),
    screeningEndsAt: timestamptz('screening_ends_at').notNull(),
    /** Null: registration never closes. */
    registrationEndsAt: timestamptz('registration_ends_at'),
    /** Minutes after the start during which a watched event is still open; null: open until it ends. */
    screeningTolerance: integer('screening_tolerance'),
    /** Seat capacity; null or 0 means unlimited. */
    limitation: integer('limitation'),
    eventType: smallint('event_type').$type<EventType>().notNull().default(10),
    /** The API shows it as 1 or 0. */
    isVodEvent: boolean('is_vod_event').notNull().default(false),
    /** Rental window in hours from the first watch, for on-demand events. */
    vodAvailability: integer('vod_availability'),
    allowChatRoom: boolean('allow_chat_room').notNull().default(false),
    donationEnabled: boolean('donation_enabled').notNull().default(false),
    donationPurpose: text('donation_purpose'),
    donationEmail: text('donation_email'),
    qaInfo: jsonb('qa_info').$type<QaInfo>(),
    /**
     * The title, description and Q&A texts in the company's other languages, by language code
     * (issue 38, decision 0052): read with the row, a field left out falls back to the default's.
     */
    translations: jsonb('translations').$type<EventTranslations>().notNull().default({}),
    eventConfiguration: jsonb('event_configuration')
      .$type<EventConfiguration>()
      .notNull()
      .default(DEFAULT_EVENT_CONFIGURATION),
    /** Sold through pricing plans; false: free to enrol. */
    monetizationEnabled: boolean('monetization_enabled').notNull().default(false),
    geoMode: text('geo_mode').$type<GeoMode>().notNull().default('all'),
    /** ISO 3166-1 alpha-2 codes, upper-case; read according to `geo_mode`. */
    geoCountries: text('geo_countries').array().notNull().default(sql`'{}'::text[]`),
    /** The spec's advertising screener (id 849): the header is hidden on this event's pages. */
    hidesHeader: boolean('hides_header').notNull().default(false),
    /** The optional extra link on the overview. */
    customLinkUrl: text('custom_link_url'),
    customLinkLabel: text('custom_link_label'),
    status: text('status').$type<ScreenerStatus>().notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // With the id, the back-office list's default order (start, then id) and its page's ids come
    // from this index alone.
    index('screeners_company_starts_id_idx').on(table.companyId, table.screeningStartsAt, table.id),
    index('screeners_company_ends_idx').on(table.companyId, table.screeningEndsAt),
    // The back-office list sorted by title stops after its page instead of sorting every event.
    index('screeners_company_title_idx').on(table.companyId, table.title, table.id),
    // The back-office search (`title ILIKE '%…%'`) reads the titles holding its trigrams instead
    // of every event of the company (decision 0033).
    index('screeners_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

export const films = pgTable(
  'films',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    /** The title and synopsis in the company's other languages, by language code (decision 0052). */
    translations: jsonb('translations').$type<FilmTranslations>().notNull().default({}),
    thumburls: text('thumburls').array().notNull().default(sql`'{}'::text[]`),
    /** A YouTube or Vimeo link for the trailer preview (HLS trailers are `media` rows of kind trailer). */
    trailerUrl: text('trailer_url'),
    producerName: text('producer_name'),
    directorName: text('director_name'),
    /** The programme's film details; each optional. */
    runningTimeMinutes: integer('running_time_minutes'),
    year: integer('year'),
    /** ISO 3166-1 alpha-2 codes. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** BCP 47 language codes. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    genre: text('genre'),
    /** Leading cast in billing order (`cast` is an SQL keyword). */
    castNames: text('cast_names').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('films_company_idx').on(table.companyId)],
);

/** The films of an event, in playlist order. */
export const screenerFilms = pgTable(
  'screener_films',
  {
    id: serial('id').primaryKey(),
    screenerId: integer('screener_id')
      .notNull()
      .references(() => screeners.id, { onDelete: 'cascade' }),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('screener_films_pair_unique').on(table.screenerId, table.filmId),
    index('screener_films_film_idx').on(table.filmId),
  ],
);

export const MEDIA_KINDS = ['movie', 'trailer', 'pre_roll'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** A film's HLS renditions; `hls_path` is relative to the media folder (or bucket). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    hlsPath: text('hls_path').notNull(),
    durationSeconds: integer('duration_seconds'),
    status: text('status').$type<MediaStatus>().notNull().default('ready'),
    /** Percent of the transcode done while `processing`. */
    progress: smallint('progress').notNull().default(0),
    /** ffmpeg's reason when `failed`. */
    error: text('error'),
    /** The uploaded file the ladder is made from (absolute), kept so a failed transcode can run again. */
    sourcePath: text('source_path'),
    /** Public addresses of the pictures the transcode took from the movie. */
    thumbnails: text('thumbnails').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('media_film_kind_idx').on(table.filmId, table.kind)],
);
