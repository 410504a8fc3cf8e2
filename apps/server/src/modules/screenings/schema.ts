import type { EventTranslations } from '@screener/contracts/admin-events';
import type { EventType } from '@screener/contracts/event';
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
import { films } from '../films/schema.ts';

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
