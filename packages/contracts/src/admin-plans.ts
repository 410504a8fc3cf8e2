import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { adminFieldMessage } from './admin-messages.ts';
import { ZApiDateTime } from './dates.ts';
import { decimalToMinor } from './money.ts';
import { zOptionalText as zOptionalTextOf } from './optional-text.ts';
import { PRICING_TYPES, ZCurrency } from './pricing.ts';
import { type Translations, zTranslations, zTranslationsView } from './translations.ts';
import { validationMessage, zCoercedId, zId, zRequiredString } from './validation.ts';

/*
 * The back-office's plans (issue 20; spec part 2 §3, §9). Subscriptions' monthly and yearly prices
 * are the subscriptions' own plans; these are what the site sells per event or group of events.
 */

/** The plan types the back-office edits here. */
export const ADMIN_PLAN_TYPES = [
  PRICING_TYPES.single,
  PRICING_TYPES.group,
  PRICING_TYPES.vod,
  PRICING_TYPES.physical_ticket,
] as const;
export const ZAdminPlanType = z.literal(ADMIN_PLAN_TYPES);

/** The highest price a plan may ask, in major units: far above any ticket, well inside 32 bits of minor units. */
export const PLAN_PRICE_MAX = 1_000_000;
export const PLAN_NAME_MAX = 120;
export const PLAN_TEXT_MAX = 2000;

/** A price typed by a person: a decimal with at most two places, 0 to `PLAN_PRICE_MAX`. */
export const zPlanPrice = z
  .string()
  .trim()
  // Aborts: the maximum's check reads the text as a decimal, which only a matching text is.
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: adminFieldMessage('price'), abort: true })
  .refine((value) => decimalToMinor(value) <= PLAN_PRICE_MAX * 100, {
    error: adminFieldMessage('price_max', { max: PLAN_PRICE_MAX }),
  });

const zOptionalText = z
  .string()
  .trim()
  .max(PLAN_TEXT_MAX, { error: validationMessage('validation.max_length', { length: PLAN_TEXT_MAX }) });

/** A plan's texts a language may have of its own (issue 38): the default's, field by field. */
export const PLAN_TEXT_FIELDS = ['name', 'description'] as const;
export type PlanTexts = Record<(typeof PLAN_TEXT_FIELDS)[number], string | null>;
export type PlanTranslations = Translations<PlanTexts>;
export const ZPlanTranslations = zTranslations({
  name: zOptionalTextOf(PLAN_NAME_MAX),
  description: zOptionalTextOf(PLAN_TEXT_MAX),
});

export const ZSavePlanRequest = z
  .object({
    /** Absent: a new plan. */
    id: zId.optional(),
    type: ZAdminPlanType,
    name: zRequiredString.max(PLAN_NAME_MAX, {
      error: validationMessage('validation.max_length', { length: PLAN_NAME_MAX }),
    }),
    price: zPlanPrice,
    currency: ZCurrency,
    screening_ids: z.array(zId).max(500).default([]),
    /** On sale from this time (null: at once) until the end date (null: until hidden). */
    purchasing_start_date: ZApiDateTime.nullable().default(null),
    purchasing_end_date: ZApiDateTime.nullable().default(null),
    festival_start_date: ZApiDateTime.nullable().default(null),
    description: zOptionalText.default(''),
    purchase_message: zOptionalText.default(''),
    active: z.boolean().default(true),
    /** The texts of the company's other languages, by language code; left out, an edit keeps the saved ones. */
    translations: ZPlanTranslations.optional(),
  })
  .refine(
    (plan) =>
      !plan.purchasing_start_date ||
      !plan.purchasing_end_date ||
      plan.purchasing_start_date < plan.purchasing_end_date,
    { path: ['purchasing_end_date'], error: adminFieldMessage('sale_window') },
  )
  .refine((plan) => plan.type === PRICING_TYPES.vod || plan.screening_ids.length > 0, {
    path: ['screening_ids'],
    error: adminFieldMessage('events_required'),
  });
export type SavePlanRequest = z.input<typeof ZSavePlanRequest>;

export const ZAdminPlan = z.object({
  id: z.number().int(),
  type: ZAdminPlanType,
  name: z.string(),
  price: z.string(),
  currency: ZCurrency,
  screening_ids: z.array(z.number().int()),
  purchasing_start_date: z.string().nullable(),
  purchasing_end_date: z.string().nullable(),
  festival_start_date: z.string().nullable(),
  description: z.string(),
  purchase_message: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  translations: zTranslationsView({ name: z.string().nullable(), description: z.string().nullable() }),
});
export type AdminPlan = z.infer<typeof ZAdminPlan>;

export const ZSavePlanResponse = z.object({ plan: ZAdminPlan });
export const ZArchivePlanRequest = z.object({ id: zId, active: z.boolean() });
export const ZGetPlanRequest = z.object({ id: zCoercedId });

export const PLAN_SORT_FIELDS = ['name', 'type', 'price', 'purchasing_end_date', 'created_at'] as const;
/** Search by name; `active` null shows archived plans beside the others. */
export const ZListPlansRequest = adminListRequest(PLAN_SORT_FIELDS).extend({
  active: z.boolean().nullable().default(null),
});
export const ZListPlansResponse = adminListResponse(ZAdminPlan);
