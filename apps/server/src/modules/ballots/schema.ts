import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { films } from '../films/schema.ts';
import { screeners } from '../screenings/schema.ts';

/**
 * A company's audience awards ("Best feature", "Best short"). A category's results show on the
 * site's public results page from `results_published_at` on; null keeps them in the back-office.
 */
export const awardCategories = pgTable(
  'award_categories',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    name: text('name').notNull(),
    resultsPublishedAt: timestamptz('results_published_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('award_categories_company_name_unique').on(table.companyId, table.name)],
);

/** A film of an event competing in one category; a film without a row is not in competition. */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    filmId: ownedBy('film_id', () => films.id),
    categoryId: ownedBy('category_id', () => awardCategories.id),
  },
  (table) => [
    uniqueIndex('competition_entries_unique').on(table.screenerId, table.filmId, table.categoryId),
    index('competition_entries_company_category_idx').on(table.companyId, table.categoryId),
  ],
);

/** When one category of one event takes votes: from `opens_at` until just before `closes_at`. */
export const votingWindows = pgTable(
  'voting_windows',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    categoryId: ownedBy('category_id', () => awardCategories.id),
    opensAt: timestamptz('opens_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
  },
  (table) => [
    uniqueIndex('voting_windows_unique').on(table.screenerId, table.categoryId),
    check('voting_windows_order', sql`${table.opensAt} < ${table.closesAt}`),
  ],
);

/**
 * A viewer's stars for a film of an event: one row per viewer, event and film (the unique index
 * makes two votes at once one row), changed in place until voting closes.
 */
export const ballotVotes = pgTable(
  'ballot_votes',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    filmId: ownedBy('film_id', () => films.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('ballot_votes_one_per_viewer').on(table.consumerId, table.screenerId, table.filmId),
    index('ballot_votes_company_film_idx').on(table.companyId, table.screenerId, table.filmId),
    check('ballot_votes_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The one-click link mailed to a viewer admitted at the door: the secret's hash only (the secret
 * is 128 random bits, sent once), one link per viewer and event (inserting it is the claim to mail
 * it, so two nodes running the round mail once), working until voting closes.
 */
export const ballotLinks = pgTable(
  'ballot_links',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ballot_links_one_per_viewer').on(table.screenerId, table.consumerId),
    uniqueIndex('ballot_links_secret_unique').on(table.secretHash),
  ],
);
