import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';

/**
 * A TV app. It registers and shows `short_code` (6 upper-case characters, unique among pending
 * devices); a viewer enters the code on the dashboard, which pairs the device to them. The app
 * polls with its secret `device_key`.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    shortCode: text('short_code').notNull(),
    shortCodeExpiresAt: timestamptz('short_code_expires_at'),
    pairedAt: timestamptz('paired_at'),
    name: text('name'),
    lastSeenAt: timestamptz('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('devices_device_key_unique').on(table.deviceKey),
    uniqueIndex('devices_pending_short_code_unique')
      .on(table.companyId, table.shortCode)
      .where(sql`${table.pairedAt} is null`),
    index('devices_consumer_idx').on(table.consumerId),
    check('devices_short_code_format', sql`${table.shortCode} ~ '^[A-Z0-9]{6}$'`),
  ],
);
