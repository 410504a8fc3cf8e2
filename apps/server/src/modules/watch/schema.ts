import type { StreamKind } from '@screener/contracts/watch';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { films } from '../films/schema.ts';
import { screeners } from '../screenings/schema.ts';

export const ANALYTICS_ENTITY_TYPES = ['event', 'video'] as const;
export type AnalyticsEntityType = (typeof ANALYTICS_ENTITY_TYPES)[number];

/**
 * Watch-time beats the player sends every 10 seconds (part 2 §7.4): `event` beats count time on
 * the event; `video` beats carry the film and the position in it (`play_length`, seconds). The
 * one table with a bigint id: it grows by one row per viewer every 10 seconds.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    filmId: integer('film_id').references(() => films.id, { onDelete: 'set null' }),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    entityType: text('entity_type').$type<AnalyticsEntityType>().notNull(),
    watchSeconds: integer('watch_seconds').notNull().default(0),
    playLength: integer('play_length').notNull().default(0),
    countryCode: text('country_code'),
    device: text('device'),
    createdAt: createdAt(),
  },
  (table) => [
    index('analytics_events_company_created_idx').on(table.companyId, table.createdAt),
    index('analytics_events_company_screener_idx').on(table.companyId, table.screenerId, table.createdAt),
    index('analytics_events_screener_consumer_idx').on(table.screenerId, table.consumerId),
  ],
);

/**
 * Who is watching an event now, one row per socket, so any server node can count the viewers of
 * an event; a row whose `last_seen` is older than the heartbeat window is stale.
 */
export const liveViewers = pgTable(
  'live_viewers',
  {
    id: serial('id').primaryKey(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    nodeId: text('node_id').notNull(),
    socketId: text('socket_id').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    lastSeen: timestamptz('last_seen').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_viewers_socket_unique').on(table.nodeId, table.socketId),
    index('live_viewers_screener_seen_idx').on(table.screenerId, table.lastSeen),
  ],
);

export type StreamMeta = {
  meeting_url?: string | null;
  vimeo_live_id?: string | null;
  content?: string | null;
  attendee_url?: string | null;
  /** Embed code of a custom_embed stream. */
  source_code?: string | null;
  streaming_url?: string | null;
  no_skip?: boolean;
  no_pause?: boolean;
  selected_media_id?: number | null;
};

/** What an event puts on stage; one row per kind. A forced stream wins over the movie stream. */
export const streams = pgTable(
  'streams',
  {
    id: serial('id').primaryKey(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    type: text('type').$type<StreamKind>().notNull(),
    active: boolean('active').notNull().default(false),
    force: boolean('force').notNull().default(false),
    meta: jsonb('meta').$type<StreamMeta>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('streams_screener_type_unique').on(table.screenerId, table.type)],
);

/** Where a viewer is in an event's playlist, so watching resumes on any device. */
export const playerStates = pgTable(
  'player_states',
  {
    id: serial('id').primaryKey(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    currentMovieIndex: integer('current_movie_index').notNull().default(0),
    /** Seconds into the current film (the spec's currentTime; `current_time` is an SQL keyword). */
    currentTime: doublePrecision('current_time_seconds').notNull().default(0),
    prerollEnded: boolean('preroll_ended').notNull().default(false),
    subtitleLang: text('subtitle_lang').notNull().default('en'),
    resolution: text('resolution').notNull().default('auto'),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('player_states_screener_consumer_unique').on(table.screenerId, table.consumerId)],
);
