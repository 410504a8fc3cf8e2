import type { FilmTranslations } from '@screener/contracts/films';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';

/**
 * The film library's rows (decision 0063): a company's films, their HLS media and their subtitles.
 * Which events show a film is the event's programme, `screener_films` in the screenings module.
 */
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

export const MEDIA_KINDS = ['movie', 'trailer', 'pre_roll'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** A film's HLS renditions; `hls_path` is relative to the media folder (or bucket). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    filmId: ownedBy('film_id', () => films.id),
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

/** WebVTT subtitles of a film; `src_path` is relative to the media folder. */
export const subtitles = pgTable(
  'subtitles',
  {
    id: serial('id').primaryKey(),
    filmId: ownedBy('film_id', () => films.id),
    lang: text('lang').notNull(),
    srcPath: text('src_path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subtitles_film_lang_unique').on(table.filmId, table.lang)],
);
