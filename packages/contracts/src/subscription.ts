import { z } from 'zod';
import { zCoercedId, zOptionalPostalCode } from './validation.ts';

/*
 * Subscriptions (spec part 2 §2.10, §3, §4.7, §7.2, §7.3, §9). Plan, subscription and invoice
 * amounts travel in minor units, times as Unix seconds, as the spec says. Every amount and period
 * comes from the server's plan; a client names the plan and the card, nothing else.
 */

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/**
 * The spec's trialing, active and canceled, and the card provider's past_due (a renewal failed and
 * is being retried) and incomplete (a first payment waits for 3-D Secure).
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses that give a subscriber's rights (spec part 2 §4.2, §6). */
export const SUBSCRIBED_STATUSES = ['trialing', 'active'] as const satisfies readonly SubscriptionStatus[];

/** The gateways that bill subscriptions: the offline sandbox's engine, or Stripe Billing. */
export const SUBSCRIPTION_GATEWAYS = ['sandbox', 'stripe'] as const;

export const INVOICE_STATUSES = ['paid', 'due', 'draft'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The trial-ends reminder goes this long before the trial ends. */
export const TRIAL_REMINDER_DAYS = 3;

const zUnix = z.number().int();

export const ZPlan = z.object({
  id: zCoercedId,
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  /** Minor units; shown divided by 100 with two decimals. */
  amount: z.number().int().min(0),
  currency: z.string(),
  /** Days of trial before the first charge; 0 for none. */
  trial_period_days: z.number().int().min(0),
  metadata: z.object({ plan_name: z.string() }),
});
export type Plan = z.infer<typeof ZPlan>;

export const ZListPlansRequest = z.object({ company_id: zCoercedId.optional() });
export const ZListPlansResponse = z.object({ plans: z.array(ZPlan) });

export const ZSubscriptionDiscount = z.object({
  coupon: z.object({
    percent_off: z.number().min(0).max(100),
    duration: z.enum(['once', 'repeating', 'forever']),
  }),
});

export const ZSubscription = z.object({
  id: zCoercedId,
  status: z.enum(SUBSCRIPTION_STATUSES),
  metadata: z.object({ email: z.string() }),
  plan: ZPlan,
  cancel_at: zUnix.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: zUnix.nullable(),
  ended_at: zUnix.nullable(),
  /** When it ends: the scheduled cancel or the end, else null while it renews. */
  ends_at: zUnix.nullable(),
  current_period_start: zUnix,
  current_period_end: zUnix,
  created: zUnix,
  trial_end: zUnix.nullable(),
  discount: ZSubscriptionDiscount.nullable(),
});
export type Subscription = z.infer<typeof ZSubscription>;

export const ZPaymentMethod = z.object({ card: z.object({ brand: z.string(), last4: z.string() }) });

export const ZInvoice = z.object({
  id: zCoercedId,
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  customer_email: z.string().nullable(),
  due_date: zUnix.nullable(),
  created: zUnix,
  status_transitions: z.object({ paid_at: zUnix.nullable() }),
  /** Where the invoice's PDF is fetched: a call path on this site, or the provider's address. */
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

export const ZSubscriptionCoverage = z.object({
  all_events: z.boolean(),
  screener_ids: z.array(zCoercedId),
});
export type SubscriptionCoverage = z.infer<typeof ZSubscriptionCoverage>;

/** Whether a subscription's coverage opens this event. */
export function coversEvent(coverage: SubscriptionCoverage | null | undefined, screenerId: number): boolean {
  if (!coverage) return false;
  return coverage.all_events || coverage.screener_ids.includes(screenerId);
}

export const ZGetSubscriptionRequest = z.object({ company_id: zCoercedId.optional() });
/** The viewer's latest subscription of the company with its card and invoices; null without one. */
export const ZGetSubscriptionResponse = z.object({
  subscription: ZSubscription.nullable(),
  /** This server's record; `gateway` says which card form pays or changes its card. */
  localSubscription: z
    .object({
      id: zCoercedId,
      status: z.enum(SUBSCRIPTION_STATUSES),
      gateway: z.enum(SUBSCRIPTION_GATEWAYS),
      /**
       * The events the subscription opens while it gives a subscriber's rights: all of them, or its
       * plan's own list; null when it gives none now (our addition: cards and the overview read it).
       */
      covers: ZSubscriptionCoverage.nullable().optional(),
    })
    .nullable(),
  paymentMethod: ZPaymentMethod.nullable(),
  invoices: z.array(ZInvoice),
});
export type GetSubscriptionResponse = z.infer<typeof ZGetSubscriptionResponse>;

const subscriptionBase = {
  /**
   * Our addition, optional: chosen by the client for one attempt; sending it again answers the same
   * subscription. Without it the server derives one from the viewer, the plan and the card.
   */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
  subscription_plan: zCoercedId,
  zip_code: zOptionalPostalCode,
  address: z.string().trim().max(250).nullish(),
};

/** Card payload with `subscription_plan` and `payment_method_id` or `token` (spec part 2 §7.3). */
export const ZCreateCardSubscriptionRequest = z
  .object({
    ...subscriptionBase,
    charge_type: z.literal('stripe'),
    payment_method_id: z.string().trim().min(1).max(255).nullish(),
    token: z.string().trim().min(1).max(255).nullish(),
  })
  .refine((body) => Boolean(body.payment_method_id ?? body.token), {
    error: 'A card is required',
    path: ['payment_method_id'],
  });
/** The offline sandbox: its test card number stands for the card element. */
export const ZCreateSandboxSubscriptionRequest = z.object({
  ...subscriptionBase,
  charge_type: z.literal('sandbox'),
  card_number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/),
});
export const ZCreateSubscriptionRequest = z.discriminatedUnion('charge_type', [
  ZCreateCardSubscriptionRequest,
  ZCreateSandboxSubscriptionRequest,
]);
export type CreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/**
 * `none`: the subscription stands (trialing or active); `three_d_secure`: open `url` in the 3-D
 * Secure frame, then send `subscription/{id}/confirm` with the frame's `client_secret_id`.
 */
export const ZCreateSubscriptionResponse = z.object({
  subscription: ZSubscription,
  next_action: z.enum(['none', 'three_d_secure']),
  url: z.string().nullable(),
});

/** Cancel at period end unless `cancelNow` (spec part 2 §4.7); cancelled now cannot be resumed. */
export const ZCancelSubscriptionRequest = z.object({ cancelNow: z.boolean().default(false) });
export const ZResumeSubscriptionRequest = z.object({});
export const ZConfirmSubscriptionRequest = z.object({ client_secret_id: z.string().trim().min(1).max(500) });
export const ZSubscriptionResponse = z.object({ subscription: ZSubscription });

/**
 * `subscription/{id}/pay`: pays a past-due subscription's due invoice now, with the saved card or
 * the card given, which then replaces it; with a card and nothing due, only changes the saved card.
 * The sandbox takes its test card number, the card gateway the payment method from its card element.
 */
export const ZPaySubscriptionRequest = z.object({
  card_number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/)
    .nullish(),
  payment_method_id: z.string().trim().min(1).max(255).nullish(),
});
export type PaySubscriptionRequest = z.infer<typeof ZPaySubscriptionRequest>;

/** The subscription's invoice PDF: `subscription/invoices/{invoice_id}/pdf`. */
export const invoicePdfPath = (invoiceId: number) => `subscription/invoices/${invoiceId}/pdf`;

/** Whether the status gives a subscriber's rights. */
export function isSubscribedStatus(status: SubscriptionStatus): boolean {
  return (SUBSCRIBED_STATUSES as readonly string[]).includes(status);
}

/**
 * Plans a company shows (spec part 2 §2.10): monthly always, yearly unless the company's
 * `hide_yearly_plans` setting (the spec's company 137) hides them.
 */
export function visiblePlans<P extends { interval: SubscriptionInterval }>(
  plans: P[],
  hideYearlyPlans: boolean,
): P[] {
  return hideYearlyPlans ? plans.filter((plan) => plan.interval === 'month') : plans;
}
