import type { LanguageCode } from '@screener/contracts/language';
import type { RequestDecision, RequestKind, RequestStatus } from '@screener/contracts/requests';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { bookings } from '../venues/schema.ts';

/** The floating "Leave a message" form. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** Origin plus path of the page it was sent from. */
    referPage: text('refer_page'),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('support_requests_company_idx').on(table.companyId, table.createdAt)],
);

export const NEWSLETTER_PROVIDER_STATUSES = ['local', 'pending', 'synced', 'failed'] as const;
export type NewsletterProviderStatus = (typeof NEWSLETTER_PROVIDER_STATUSES)[number];

/**
 * Newsletter sign-ups; `local` when no mailing-list provider is configured, else the provider's
 * answer: `pending` until it takes the address (queued and retried), `synced`, or `failed` once the
 * queue's tries are spent.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    email: text('email').notNull(),
    providerStatus: text('provider_status').$type<NewsletterProviderStatus>().notNull().default('local'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_company_email_unique').on(
      table.companyId,
      sql`lower(${table.email})`,
    ),
  ],
);

export const REFUND_REQUEST_TYPES = ['refund', 'modification'] as const;
export type RefundRequestType = (typeof REFUND_REQUEST_TYPES)[number];

export const REFUND_REQUEST_STATUSES = ['open', 'approved', 'rejected', 'closed'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/**
 * A viewer's refund or modification request, decided by the company's administrators. While one
 * is open, the same request for the same purchase (or booking) cannot be filed again.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    screenerId: integer('screener_id').references(() => screeners.id, { onDelete: 'set null' }),
    type: text('type').$type<RefundRequestType>().notNull().default('refund'),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundRequestStatus>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('refund_requests_open_purchase_unique')
      .on(table.purchaseId, table.type)
      .where(sql`${table.status} = 'open' and ${table.purchaseId} is not null`),
    uniqueIndex('refund_requests_open_booking_unique')
      .on(table.bookingId, table.type)
      .where(sql`${table.status} = 'open' and ${table.bookingId} is not null`),
    index('refund_requests_company_idx').on(table.companyId, table.status),
  ],
);

/** A viewer's question about a booking (the Support button on a ticket). */
export const bookingQueries = pgTable(
  'booking_queries',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    bookingId: ownedBy('booking_id', () => bookings.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_queries_booking_idx').on(table.bookingId)],
);

/**
 * A support notice pushed to the viewers of one event (title up to 50, body up to 500 characters);
 * stored before it is emitted so a reconnecting client can fetch the recent ones.
 */
export const screenerNotices = pgTable(
  'screener_notices',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('screener_notices_screener_idx').on(table.screenerId, table.createdAt)],
);

/**
 * The back-office's requests inbox: one row per thing a viewer asked of the company (a refund or
 * modification request, a booking question, a "Leave a message"), pointing at the row that asked
 * it, with who asked and where it stands. Written in the same statement as what it points at.
 */
export const inboxRequests = pgTable(
  'inbox_requests',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    kind: text('kind').$type<RequestKind>().notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('open'),
    refundRequestId: integer('refund_request_id').references(() => refundRequests.id, {
      onDelete: 'cascade',
    }),
    bookingQueryId: integer('booking_query_id').references(() => bookingQueries.id, { onDelete: 'cascade' }),
    supportRequestId: integer('support_request_id').references(() => supportRequests.id, {
      onDelete: 'cascade',
    }),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    /** Where answers are mailed, and the name shown beside the request. */
    email: text('email').notNull(),
    name: text('name'),
    /** The language the viewer asked in; answers are mailed in it. */
    language: text('language').$type<LanguageCode>(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inbox_requests_company_created_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index('inbox_requests_company_status_idx').on(table.companyId, table.status),
    uniqueIndex('inbox_requests_refund_request_unique').on(table.refundRequestId),
    uniqueIndex('inbox_requests_booking_query_unique').on(table.bookingQueryId),
    uniqueIndex('inbox_requests_support_request_unique').on(table.supportRequestId),
  ],
);

/** A request's thread: the viewer's words, then each answer of the company's staff. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    requestId: ownedBy('request_id', () => inboxRequests.id),
    author: text('author').$type<'viewer' | 'staff'>().notNull(),
    /** The staff member's address; null for the viewer's words. */
    byEmail: text('by_email'),
    decision: text('decision').$type<RequestDecision>(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('inbox_messages_request_idx').on(table.requestId, table.id)],
);
