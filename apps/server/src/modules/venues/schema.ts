import type { SeatCategoryPrices, TicketTypeDiscounts } from '@screener/contracts/seat-booking';
import type { BookingStatus, SeatCategory, SeatStatus, TicketType } from '@screener/contracts/seats';
import type { VenueTranslations } from '@screener/contracts/venue-admin';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { companies, tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { staffMembers } from '../staff/schema.ts';

/**
 * One cell of a venue's grid, keyed `row-col` (1-based). A cell with `is_accessible` false is not
 * a seat (an aisle or a gap) and is drawn blank; wheelchair places are seats of category 40.
 */
export type VenueSeat = { label: string; category: SeatCategory; is_accessible: boolean };
export type VenueLayout = Record<string, VenueSeat>;

/** A physical place with its seat map; many events can use it. */
/**
 * The payments module's purchases, named by their table and key alone: a booking keeps the
 * purchase that paid for it, and a purchase (payments/schema.ts) keeps the booking it pays for.
 * Naming the table here instead of importing it keeps the two schemas from importing each other;
 * it is not exported, so drizzle-kit reads the table once, from the payments schema, and the
 * foreign key is the same.
 */
const purchaseKeys = pgTable('purchases', { id: serial('id').primaryKey() });

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    name: text('name').notNull(),
    address: text('address'),
    navigationLink: text('navigation_link'),
    notes: text('notes'),
    /** The notes in the company's other languages, by language code (decision 0052). */
    translations: jsonb('translations').$type<VenueTranslations>().notNull().default({}),
    rowCount: integer('row_count').notNull(),
    columnCount: integer('column_count').notNull(),
    layout: jsonb('layout').$type<VenueLayout>().notNull(),
    /** Seat keys that exist but are never sold (technicians, press). */
    notForSale: text('not_for_sale').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('venues_company_idx').on(table.companyId),
    check('venues_grid_size', sql`${table.rowCount} > 0 and ${table.columnCount} > 0`),
  ],
);

/**
 * The venue part of an event with a physical side (types 20 and 50): which venue, the seat prices
 * per category, the ticket-type discounts and the maximum seats per order. Kept here rather than on
 * `screeners` so the screenings module knows nothing of seats; one row per event.
 */
export const screenerVenues = pgTable(
  'screener_venues',
  {
    screenerId: integer('screener_id')
      .primaryKey()
      .references(() => screeners.id, { onDelete: 'cascade' }),
    companyId: tenantColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    seatCategoryPrices: jsonb('seat_category_prices').$type<SeatCategoryPrices>().notNull(),
    currency: text('currency').notNull(),
    ticketTypeDiscounts: jsonb('ticket_type_discounts').$type<TicketTypeDiscounts>().notNull().default({}),
    maxSeatsPerPurchase: integer('max_seats_per_purchase').notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('screener_venues_venue_idx').on(table.venueId)],
);

/**
 * Seat state per event. A missing row means available. A lock holds until `lock_expires_at`;
 * an expired lock counts as available and is overwritten by the next lock.
 */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    seatIndex: text('seat_index').notNull(),
    status: smallint('status').$type<SeatStatus>().notNull().default(10),
    lockedBy: integer('locked_by').references(() => consumers.id, { onDelete: 'set null' }),
    lockExpiresAt: timestamptz('lock_expires_at'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('seats_screener_seat_unique').on(table.screenerId, table.seatIndex),
    index('seats_booking_idx').on(table.bookingId),
  ],
);

export type BookingSeatLabel = {
  seat_index: string;
  label: string;
  category: SeatCategory;
  price_minor: number;
};

/**
 * A seat order: locked (20), payment initiated (30), payment failed (35), booked (40) or
 * cancelled (10). A consumer has at most one open order (20 or 30) per event.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    status: smallint('status').$type<BookingStatus>().notNull(),
    amountMinor: integer('amount_minor').notNull().default(0),
    currency: text('currency').notNull(),
    seatIndexes: text('seat_indexes').array().notNull().default(sql`'{}'::text[]`),
    seatLabels: jsonb('seat_labels').$type<BookingSeatLabel[]>().notNull().default([]),
    /** Ticket type per seat key. */
    ticketTypesDiscount: jsonb('ticket_types_discount')
      .$type<Record<string, TicketType>>()
      .notNull()
      .default({}),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /**
     * While its payment runs (30): when the hold time ends. A payment the viewer left open on a
     * hosted page or an order is given up then, and the seats freed (payments/expire-seat-payments.ts).
     */
    paymentEndsAt: timestamptz('payment_ends_at'),
    /** The ticket's QR code value, signed with the company's ticket key (ticket-keys.ts). */
    code: text('code'),
    /** The door code printed beside the QR code: derived from `code` (`ticketShortCodeOf`). */
    shortCode: text('short_code'),
    /**
     * The door's first admission of the ticket, the scan that made it and the staff member who
     * scanned (door-check-in.ts).
     */
    admittedAt: timestamptz('admitted_at'),
    admittedScanId: text('admitted_scan_id'),
    admittedBy: integer('admitted_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => purchaseKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bookings_code_unique').on(table.code),
    uniqueIndex('bookings_company_short_code_unique').on(table.companyId, table.shortCode),
    uniqueIndex('bookings_one_open_per_consumer')
      .on(table.screenerId, table.consumerId)
      .where(sql`${table.status} in (20, 30)`),
    index('bookings_company_consumer_idx').on(table.companyId, table.consumerId),
    index('bookings_screener_status_idx').on(table.screenerId, table.status),
    index('bookings_payment_ends_idx').on(table.paymentEndsAt).where(sql`${table.status} = 30`),
  ],
);

/**
 * Each company's Ed25519 key pair for ticket codes, made on first use. The private key signs
 * codes on the server and never leaves it; the public key lets a door device check a code alone.
 */
export const ticketKeys = pgTable('ticket_keys', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** SPKI, PEM. */
  publicKey: text('public_key').notNull(),
  /** PKCS #8, PEM. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
