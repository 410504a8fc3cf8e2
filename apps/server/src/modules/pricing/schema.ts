import type { PlanTranslations } from '@screener/contracts/admin-plans';
import type { PricingType } from '@screener/contracts/pricing';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';

/**
 * What a company sells: a single ticket, a group pass over several events, an on-demand rental,
 * a physical ticket, or subscription access. Prices are integer minor units in `currency`.
 */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    type: smallint('type').$type<PricingType>().notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** Null: on sale from its creation. */
    purchasingStartDate: timestamptz('purchasing_start_date'),
    /** Null: can be bought until the plan is switched off. */
    purchasingEndDate: timestamptz('purchasing_end_date'),
    festivalStartDate: timestamptz('festival_start_date'),
    description: text('description').notNull().default(''),
    /** The name and description in the company's other languages, by language code (decision 0052). */
    translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
    /** Shown after a group pass is bought, when set. */
    purchaseMessage: text('purchase_message'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('pricing_plans_company_type_idx').on(table.companyId, table.type),
    check('pricing_plans_price_not_negative', sql`${table.priceMinor} >= 0`),
  ],
);

/** The events a plan covers. */
export const pricingPlanScreenings = pgTable(
  'pricing_plan_screenings',
  {
    id: serial('id').primaryKey(),
    planId: ownedBy('plan_id', () => pricingPlans.id),
    screenerId: ownedBy('screener_id', () => screeners.id),
  },
  (table) => [
    uniqueIndex('pricing_plan_screenings_pair_unique').on(table.planId, table.screenerId),
    index('pricing_plan_screenings_screener_idx').on(table.screenerId),
  ],
);

/**
 * A percent-off code, 6 alphanumeric characters, unique per company in any letter case. Empty
 * `plan_ids` and `screener_ids` mean it applies to everything the company sells; otherwise to the
 * listed plans and to seat purchases of the listed events.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    planIds: integer('plan_ids').array().notNull().default(sql`'{}'::integer[]`),
    screenerIds: integer('screener_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('coupons_company_code_unique').on(table.companyId, sql`upper(${table.code})`),
    check('coupons_code_format', sql`${table.code} ~ '^[A-Za-z0-9]{6}$'`),
    check('coupons_percent_off_range', sql`${table.percentOff} between 1 and 100`),
    check('coupons_used_count_range', sql`${table.usedCount} >= 0`),
  ],
);
