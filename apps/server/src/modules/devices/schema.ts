import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers, sessions } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';

/**
 * A TV app pairing by the OAuth 2.0 device grant (RFC 8628). The TV asks for a pairing and gets a
 * secret device code and a 6-character user code, both stored only as hashes; a viewer enters the
 * user code on the dashboard, which pairs the device to them (`paired_at`); the TV's next poll
 * opens its own session (`session_id`). Removing the row's session signs the TV out.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    deviceCodeHash: text('device_code_hash').notNull(),
    userCodeHash: text('user_code_hash').notNull(),
    /** The user code's end: 10 minutes after the TV asked. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Seconds the TV waits between polls; raised by each `slow_down`. */
    pollIntervalSeconds: integer('poll_interval_seconds').notNull(),
    lastPolledAt: timestamptz('last_polled_at'),
    pairedAt: timestamptz('paired_at'),
    deniedAt: timestamptz('denied_at'),
    /** When the TV took its token: the device code is spent. */
    tokenIssuedAt: timestamptz('token_issued_at'),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('devices_device_code_hash_unique').on(table.deviceCodeHash),
    uniqueIndex('devices_pending_user_code_unique')
      .on(table.companyId, table.userCodeHash)
      .where(sql`${table.pairedAt} is null and ${table.deniedAt} is null`),
    index('devices_consumer_idx').on(table.consumerId),
  ],
);
