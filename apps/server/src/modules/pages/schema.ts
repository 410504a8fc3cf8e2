import type { PageTranslations } from '@screener/contracts/company-settings';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';

/** A company's own pages (the footer lists them); about, terms and privacy are the product's own texts. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and text in the company's other languages, by language code (decision 0052). */
    translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
    isExternal: boolean('is_external').notNull().default(false),
    externalUrl: text('external_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('pages_company_slug_unique').on(table.companyId, table.slug)],
);
