import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { adminFieldMessage } from './admin-messages.ts';
import { PLAN_NAME_MAX, zPlanPrice } from './admin-plans.ts';
import { ZCurrency } from './pricing.ts';
import { SUBSCRIPTION_INTERVALS } from './subscription.ts';
import { validationMessage, zCoercedId, zId, zRequiredString } from './validation.ts';

/*
 * The back-office's subscription plans (issue 20; spec part 2 §3, §7.2). One plan is one price
 * with its interval, as a card provider's Price is: a monthly and a yearly offer are two plans.
 */

/** The longest trial a plan may give: a year. */
export const TRIAL_DAYS_MAX = 365;

export const ZSubscriptionInterval = z.enum(SUBSCRIPTION_INTERVALS);

export const ZSaveSubscriptionPlanRequest = z
  .object({
    /** Absent: a new plan. */
    id: zId.optional(),
    name: zRequiredString.max(PLAN_NAME_MAX, {
      error: validationMessage('validation.max_length', { length: PLAN_NAME_MAX }),
    }),
    interval: ZSubscriptionInterval,
    price: zPlanPrice,
    currency: ZCurrency,
    trial_days: z
      .number({ error: adminFieldMessage('trial_days', { max: TRIAL_DAYS_MAX }) })
      .int({ error: adminFieldMessage('trial_days', { max: TRIAL_DAYS_MAX }) })
      .min(0, { error: adminFieldMessage('trial_days', { max: TRIAL_DAYS_MAX }) })
      .max(TRIAL_DAYS_MAX, { error: adminFieldMessage('trial_days', { max: TRIAL_DAYS_MAX }) }),
    /** True: every subscription and on-demand event of the company; false: only `screening_ids`. */
    all_events: z.boolean().default(true),
    screening_ids: z.array(zId).max(500).default([]),
    active: z.boolean().default(true),
  })
  .refine((plan) => plan.all_events || plan.screening_ids.length > 0, {
    path: ['screening_ids'],
    error: adminFieldMessage('events_required'),
  });
export type SaveSubscriptionPlanRequest = z.input<typeof ZSaveSubscriptionPlanRequest>;

export const ZAdminSubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  interval: ZSubscriptionInterval,
  price: z.string(),
  currency: ZCurrency,
  trial_days: z.number().int(),
  all_events: z.boolean(),
  /** Empty when `all_events`. */
  screening_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Subscriptions on this plan that are not canceled: they keep its price. */
  subscribers: z.number().int(),
  created_at: z.string(),
});
export type AdminSubscriptionPlan = z.infer<typeof ZAdminSubscriptionPlan>;

export const ZSaveSubscriptionPlanResponse = z.object({
  plan: ZAdminSubscriptionPlan,
  /**
   * The plan whose price changed while it had subscribers: it was archived and keeps billing them
   * at their price, and `plan` is the new one that sells at the new price. Null otherwise.
   */
  replaced_plan_id: z.number().int().nullable(),
});
export const ZSubscriptionPlanResponse = z.object({ plan: ZAdminSubscriptionPlan });
export const ZGetSubscriptionPlanRequest = z.object({ id: zCoercedId });
export const ZSetSubscriptionPlanActiveRequest = z.object({ id: zId, active: z.boolean() });

export const SUBSCRIPTION_PLAN_SORT_FIELDS = ['name', 'interval', 'price', 'created_at'] as const;
/** Search by name; `active` null shows archived plans beside the others. */
export const ZListSubscriptionPlansRequest = adminListRequest(SUBSCRIPTION_PLAN_SORT_FIELDS).extend({
  active: z.boolean().nullable().default(null),
});
export const ZListSubscriptionPlansResponse = adminListResponse(ZAdminSubscriptionPlan);
