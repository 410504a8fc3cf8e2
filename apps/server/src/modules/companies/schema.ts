import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import type { StoredCustomProperties, StoredPaymentSetting } from '../../ports/company-lookup.ts';

export type { StoredCustomProperties, StoredPaymentSetting };

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** The host name a visitor arrives on, lower-case, without port. */
    domain: text('domain').notNull(),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    notes: text('notes'),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    showCompanyBranding: boolean('show_company_branding').notNull().default(false),
    customProperties: jsonb('custom_properties').$type<StoredCustomProperties>().notNull(),
    paymentSetting: jsonb('payment_setting').$type<StoredPaymentSetting>().notNull(),
    /** Mailing-list credentials never leave the server. */
    mailingListApiKey: text('mailing_list_api_key'),
    mailingListId: text('mailing_list_id'),
    /** Where the Leave-a-message form's mail goes; the company's administrators when unset. */
    contactEmail: text('contact_email'),
    /** On-demand commission percent, set by the company's administrators. */
    vodCommissionPercent: integer('vod_commission_percent').notNull().default(0),
    askMobileAtRegistration: boolean('ask_mobile_at_registration').notNull().default(false),
    /**
     * Origins (`https://host[:port]`) whose pages may frame this company's site, for embed mode
     * (`allowEmbed=true`). None by default: only the site itself frames its pages.
     */
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    /** Set while the platform operator has suspended the site: every visitor and staff member is refused. */
    suspendedAt: timestamptz('suspended_at'),
    /** The operator's note on why, kept for the console and the audit log; never shown to visitors. */
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('companies_slug_unique').on(table.slug),
    uniqueIndex('companies_domain_unique').on(table.domain),
  ],
);

/** Every tenant-owned row belongs to one company and goes with it. */
export const tenantColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Referral codes (`?ref=`) and how often each was followed. */
export const affiliations = pgTable(
  'affiliations',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    code: text('code').notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamptz('last_hit_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('affiliations_company_code_unique').on(table.companyId, table.code)],
);

/**
 * A company's own credentials for one payment gateway, sealed (AES-256-GCM, lib/secret-box.ts)
 * as one JSON object of its fields; `hints` keeps only each field's last four characters, all the
 * back-office ever shows.
 */
export const companyGatewayCredentials = pgTable(
  'company_gateway_credentials',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    gateway: text('gateway').$type<'stripe' | 'paypal' | 'meshulam' | 'twilio'>().notNull(),
    sealed: text('sealed').notNull(),
    hints: jsonb('hints').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('company_gateway_credentials_unique').on(table.companyId, table.gateway)],
);
