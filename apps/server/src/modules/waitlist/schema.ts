import type { WaitlistStatus } from '@screener/contracts/waitlist';
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';

/**
 * A viewer's place in a sold-out event's line, in order of joining, and the offer it gets when a
 * place frees: the claim token is kept only as its SHA-256, and the offer holds its place until
 * `offer_expires_at`. One entry in line per viewer and event; a viewer whose offer ended may join
 * again at the end.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    /** The interface language the viewer joined in: the offer's mail is written in it. */
    language: text('language').notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    claimTokenHash: text('claim_token_hash'),
    claimedAt: timestamptz('claimed_at'),
    /** When the entry left the line: enrolled, expired or left. */
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_in_line_unique')
      .on(table.screenerId, table.consumerId)
      .where(sql`${table.status} in ('waiting', 'offered', 'claimed')`),
    uniqueIndex('waitlist_entries_token_unique').on(table.claimTokenHash),
    index('waitlist_entries_company_screener_idx').on(table.companyId, table.screenerId, table.joinedAt),
    index('waitlist_entries_open_idx')
      .on(table.status, table.offerExpiresAt)
      .where(sql`${table.status} in ('waiting', 'offered', 'claimed')`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
