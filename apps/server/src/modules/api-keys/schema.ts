import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';

/**
 * An organisation's read-only API keys. Only the SHA-256 of a key is kept: a key is 32 random
 * bytes, so no slow hash is needed to make guessing from a leaked table hopeless.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_hash_unique').on(table.keyHash),
    index('api_keys_company_idx').on(table.companyId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
