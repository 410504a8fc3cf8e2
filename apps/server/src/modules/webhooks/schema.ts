import type { DeliveryStatus, WebhookEvent } from '@screener/contracts/webhooks';
import { boolean, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';

/** An organisation's endpoint and the events it hears; the signing secret is sealed at rest. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    active: boolean('active').notNull().default(true),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/**
 * One event sent to one endpoint, and how its tries went: `pending` until the endpoint answers
 * 2xx (`delivered`) or a day of retries has passed (`failed`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    event: text('event').$type<WebhookEvent>().notNull(),
    eventId: text('event_id').notNull(),
    /** The body sent, byte for byte the same on every try (the signature covers it). */
    body: text('body').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Retries end a day after this. */
    firstSentAt: timestamptz('first_sent_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_company_idx').on(table.companyId, table.endpointId, table.id),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
