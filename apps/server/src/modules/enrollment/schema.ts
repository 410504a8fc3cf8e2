import type { EventType } from '@screener/contracts/event';
import { boolean, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';

/**
 * A consumer's place in an event (the spec's pivot): at most one per event and consumer. For an
 * on-demand rental `event_starts_at`/`event_ends_at` are the rental window, set by the first watch.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    /** The purchase that paid for it; null for free events, passes counted separately and subscribers. */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    eventStartsAt: timestamptz('event_starts_at'),
    eventEndsAt: timestamptz('event_ends_at'),
    /** For an event with both parts: the part the viewer chose (10 virtual or 20 physical). */
    eventType: smallint('event_type').$type<EventType>(),
    /**
     * Granted only by the viewer's subscription (a paid on-demand or subscription event, neither
     * bought nor covered by a pass): it opens the event only while the subscription lasts.
     */
    viaSubscription: boolean('via_subscription').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('enrollments_screener_consumer_unique').on(table.screenerId, table.consumerId),
    index('enrollments_company_consumer_idx').on(table.companyId, table.consumerId),
  ],
);
