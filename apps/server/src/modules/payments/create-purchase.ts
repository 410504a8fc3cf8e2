import { isRegistrationClosed } from '@screener/contracts/event';
import type { LanguageCode } from '@screener/contracts/language';
import {
  PAYMENT_RETURN_PATH,
  PRICING_TYPES,
  type PricingType,
  PURCHASE_STATUSES,
} from '@screener/contracts/pricing';
import type { CreatePurchaseRequest } from '@screener/contracts/purchase';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsumerRow } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { findAffiliationId } from '../companies/index.ts';
import { takeEventPlace } from '../enrollment/index.ts';
import type { PricingPlanRow } from '../pricing/index.ts';
import {
  findPlan,
  findUsableCoupon,
  isPlanOnSale,
  planCoversScreener,
  priceWithCoupon,
  reserveCouponUse,
  screenerIdsByPlan,
} from '../pricing/index.ts';
import { findPublishedScreener, isGeoBlocked, type ScreenerRow } from '../screenings/index.ts';
import { findOpenSeatOrder, type SeatOrder, startSeatPayment } from '../venues/index.ts';
import { completePurchase } from './complete-purchase.ts';
import { type KeyedPurchaseRequest, withAttemptKey } from './derived-key.ts';
import {
  basePurchaseInput,
  type PaymentCheck,
  type PaymentGateway,
  type PaymentStart,
} from './gateways/gateway.ts';
import { isGatewaySelectable, type PaymentProviders } from './gateways/registry.ts';
import { paymentFailedError } from './payment-failed-error.ts';
import {
  findOwnPurchase,
  findPurchaseByKey,
  listPlanPurchases,
  nextActionOf,
  type PurchaseRow,
  placeHolders,
  recordGatewayAnswer,
  releasePurchase,
  removeGroupPurchase,
  upsertGroupPurchase,
} from './purchase-queries.ts';
import { purchases } from './schema.ts';

export type PurchaseContext = {
  db: Db;
  providers: PaymentProviders;
  company: CompanyRow;
  consumer: ConsumerRow;
  /** The company site's origin the viewer is on, for return pages. */
  origin: string;
  language: LanguageCode;
  country: string;
  now: Date;
  /**
   * Mails the viewer about a purchase settled on the side (an abandoned challenge found paid) or,
   * with `inProcess`, left in process at the provider (then the outcome is mailed too).
   */
  announce: (purchaseId: number, inProcess?: boolean) => Promise<void>;
};

/** What settling a payment the viewer left open needs of a purchase context. */
export type AbandonedContext = Pick<PurchaseContext, 'db' | 'providers' | 'now' | 'announce'>;

/** Card gateways charge while the request runs, so their purchase is claimed as processing first. */
const CHARGES_AT_ONCE = new Set(['stripe', 'sandbox', 'admin_pay']);

type Priced = {
  /** The plan bought; null for a seat order, which its seats price. */
  plan: PricingPlanRow | null;
  /** The held seats paid for; null for a plan. */
  seatOrder: SeatOrder | null;
  purchaseType: PricingType;
  /** What the gateway shows the viewer is paid for. */
  description: string;
  currency: string;
  screenerId: number | null;
  /** The event's capacity when the purchase enrols in it; null: no place to take. */
  limitation: number | null;
  couponId: number | null;
  couponPercent: number;
  amountMinor: number;
  discountMinor: number;
};

/** The event a purchase is for must be published, not geo-blocked for the viewer, and still open. */
async function openScreener(context: PurchaseContext, screenerId: number): Promise<ScreenerRow> {
  const screener = await findPublishedScreener(context.db, context.company.id, screenerId);
  if (!screener) throw new AppError('NOT_FOUND');
  if (isGeoBlocked(screener, context.country)) throw new AppError('GEO_BLOCKED');
  const registration = { registration_ends_at: toApiDateTimeOrNull(screener.registrationEndsAt) };
  if (!screener.isVodEvent && isRegistrationClosed(registration, context.now))
    throw new AppError('REGISTRATION_CLOSED');
  return screener;
}

/**
 * A purchase with an event and no plan pays for the viewer's held seats at that event (spec part 2
 * §7.3 "screener_id (physical)"): the total is the held order's, less the coupon's percent.
 */
async function priceSeatOrder(
  context: PurchaseContext,
  body: CreatePurchaseRequest,
  screenerId: number,
): Promise<Priced> {
  const { db, company, consumer, now } = context;
  const screener = await openScreener(context, screenerId);
  const seatOrder = await findOpenSeatOrder(db, {
    companyId: company.id,
    screenerId,
    consumerId: consumer.id,
  });
  if (!seatOrder) throw new AppError('SEAT_HOLD_ENDED');
  const coupon = body.coupon_code
    ? await findUsableCoupon(db, company.id, body.coupon_code, { screenerId }, now)
    : null;
  if (body.coupon_code && !coupon) throw new AppError('COUPON_INVALID');
  const priced = priceWithCoupon(seatOrder.amountMinor, coupon);
  return {
    plan: null,
    seatOrder,
    purchaseType: PRICING_TYPES.physical_ticket,
    description: screener.title,
    currency: seatOrder.currency,
    screenerId,
    limitation: null,
    couponId: priced.couponId,
    couponPercent: priced.percent,
    amountMinor: priced.totalMinor,
    discountMinor: priced.discountMinor,
  };
}

/**
 * The amount comes from the plan (or the held seats), the coupon and the plan's currency only:
 * whatever amount the client sent is ignored. The event, when named, must be one the plan sells
 * and open to the viewer.
 */
async function pricePurchase(context: PurchaseContext, body: CreatePurchaseRequest): Promise<Priced> {
  const { db, company, now } = context;
  if (body.pricing_id === undefined) {
    if (body.screener_id === undefined) throw new AppError('PLAN_REQUIRED');
    return priceSeatOrder(context, body, body.screener_id);
  }
  const plan = await findPlan(db, company.id, body.pricing_id);
  if (!plan || plan.type === PRICING_TYPES.subscription) throw new AppError('NOT_FOUND');
  if (!isPlanOnSale(plan, now)) throw new AppError('REGISTRATION_CLOSED');

  let screenerId = body.screener_id ?? null;
  let limitation: number | null = null;
  if (screenerId === null && plan.type !== PRICING_TYPES.group) {
    // A single or VOD plan for exactly one event is bought for that event.
    const covered = (await screenerIdsByPlan(db, [plan.id])).get(plan.id) ?? [];
    if (covered.length === 1) screenerId = covered[0] ?? null;
  }
  if (screenerId !== null) {
    const screener = await openScreener(context, screenerId);
    if (!(await planCoversScreener(db, plan.id, screenerId))) throw new AppError('PLAN_NOT_COVERING');
    if (plan.type !== PRICING_TYPES.group) limitation = screener.limitation;
  }

  const coupon = body.coupon_code
    ? await findUsableCoupon(db, company.id, body.coupon_code, { planId: plan.id }, now)
    : null;
  if (body.coupon_code && !coupon) throw new AppError('COUPON_INVALID');
  const priced = priceWithCoupon(plan.priceMinor, coupon);
  return {
    plan,
    seatOrder: null,
    purchaseType: plan.type,
    description: plan.name,
    currency: plan.currency,
    screenerId,
    limitation,
    couponId: priced.couponId,
    couponPercent: priced.percent,
    amountMinor: priced.totalMinor,
    discountMinor: priced.discountMinor,
  };
}

function gatewayFor(context: PurchaseContext, name: CreatePurchaseRequest['charge_type']): PaymentGateway {
  const gateway = context.providers.gateways[name];
  if (
    !gateway ||
    !isGatewaySelectable(context.providers, context.company.paymentSetting.enabled_payment_gateways, name)
  ) {
    throw new AppError('GATEWAY_UNAVAILABLE');
  }
  return gateway;
}

type Claim = { purchase: PurchaseRow; created: boolean } | { abandoned: PurchaseRow };

/**
 * What stops a new purchase: for a plan, the viewer's purchase of it already completed or being
 * paid; for held seats, the purchase already paying for them. A 3-D Secure challenge left open, or
 * a hosted page or order the viewer left, is handed back to be settled; a charge under way refuses.
 */
async function blockingPurchase(
  tx: DbExecutor,
  context: PurchaseContext,
  priced: Priced,
): Promise<PurchaseRow | null> {
  const { consumer, company } = context;
  if (priced.plan) {
    const open = await listPlanPurchases(tx, consumer.id, priced.plan.id, [
      PURCHASE_STATUSES.processing,
      PURCHASE_STATUSES.completed,
    ]);
    if (open.some((row) => row.status === PURCHASE_STATUSES.completed))
      throw new AppError('ALREADY_PURCHASED');
    const processing = open.find((row) => row.status === PURCHASE_STATUSES.processing);
    if (processing && nextActionOf(processing) !== 'three_d_secure') throw new AppError('PAYMENT_IN_PROCESS');
    return processing ?? null;
  }
  const order = priced.seatOrder;
  const paying =
    order?.status === BOOKING_STATUSES.payment_initiated && order.purchaseId !== null
      ? await findOwnPurchase(tx, company.id, consumer.id, order.purchaseId)
      : null;
  if (!paying || paying.status === PURCHASE_STATUSES.completed) return null;
  if (paying.status === PURCHASE_STATUSES.processing && nextActionOf(paying) === 'none')
    throw new AppError('PAYMENT_IN_PROCESS');
  return paying;
}

/**
 * Inside one transaction holding a lock on (consumer, plan) or (consumer, event) for seats: the same
 * attempt answers its purchase; what is already bought or being paid is refused; otherwise the
 * purchase is inserted, already processing when the gateway charges during this request, so a
 * concurrent second attempt sees it. Held seats move to payment in the same transaction.
 */
async function claimPurchase(
  context: PurchaseContext,
  body: KeyedPurchaseRequest,
  priced: Priced,
  free: boolean,
): Promise<Claim> {
  const { db, consumer, company, now } = context;
  const affiliationId = body.affiliation ? await findAffiliationId(db, company.id, body.affiliation) : null;
  try {
    return await db.transaction(async (tx): Promise<Claim> => {
      // Plan ids and negated event ids never meet, so the two kinds of lock never collide.
      const lockKey = priced.plan ? priced.plan.id : -(priced.screenerId ?? 0);
      await tx.execute(sql`select pg_advisory_xact_lock(${consumer.id}, ${lockKey})`);
      const repeated = await findPurchaseByKey(tx, consumer.id, body.idempotency_key);
      if (repeated) return { purchase: repeated, created: false };
      const blocking = await blockingPurchase(tx, context, priced);
      if (blocking) return { abandoned: blocking };
      if (priced.screenerId !== null) {
        await takeEventPlace(tx, placeHolders, {
          screenerId: priced.screenerId,
          limitation: priced.limitation,
          consumerId: consumer.id,
          now,
        });
      }
      if (priced.couponId !== null && !(await reserveCouponUse(tx, priced.couponId))) {
        throw new AppError('COUPON_INVALID');
      }
      const status =
        !free && CHARGES_AT_ONCE.has(body.charge_type)
          ? PURCHASE_STATUSES.processing
          : PURCHASE_STATUSES.initiated;
      const [purchase] = await tx
        .insert(purchases)
        .values({
          companyId: company.id,
          consumerId: consumer.id,
          status,
          purchaseType: priced.purchaseType,
          pricingId: priced.plan?.id ?? null,
          screenerId: priced.screenerId,
          bookingId: priced.seatOrder?.bookingId ?? null,
          currency: priced.currency,
          amountMinor: priced.amountMinor,
          discountMinor: priced.discountMinor,
          couponId: priced.couponId,
          couponUseHeld: priced.couponId !== null,
          gateway: body.charge_type,
          idempotencyKey: body.idempotency_key,
          affiliationId,
          language: context.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!purchase) throw new Error('purchase insert returned no row');
      if (priced.seatOrder) {
        await startSeatPayment(tx, {
          bookingId: priced.seatOrder.bookingId,
          purchaseId: purchase.id,
          amountMinor: priced.amountMinor,
          couponPercent: priced.couponPercent,
          holdMinutes: company.customProperties.seat_hold_minutes ?? DEFAULT_SEAT_HOLD_MINUTES,
          now,
        });
      }
      if (status === PURCHASE_STATUSES.processing) await upsertGroupPurchase(tx, purchase, status, now);
      return { purchase, created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const repeated = await findPurchaseByKey(db, consumer.id, body.idempotency_key);
      if (repeated) return { purchase: repeated, created: false };
      throw new AppError('PAYMENT_IN_PROCESS');
    }
    throw error;
  }
}

/**
 * A 3-D Secure challenge, hosted page or order left open blocks no one: the new attempt supersedes
 * it. It is cancelled at the provider so it can no longer be charged, and marked superseded so
 * that money reaching it anyway is refunded; if it was paid meanwhile, that purchase completes and
 * the new attempt is refused. One the provider still holds as processing is money on its way: the
 * viewer is told so now, by mail too, and mailed its outcome later.
 */
export async function settleAbandoned(context: AbandonedContext, purchase: PurchaseRow): Promise<void> {
  const gateway = context.providers.gateways[purchase.gateway];
  const reference = purchase.gatewayReference;
  const check: PaymentCheck =
    gateway && reference
      ? await (gateway.cancel ?? gateway.check)({
          reference,
          proof: null,
          raw: purchase.paymentDetails.raw ?? {},
          amountMinor: purchase.amountMinor,
          currency: purchase.currency,
        })
      : { state: 'failed', reason: 'cancelled', message: 'The payment was abandoned.' };
  if (check.state === 'succeeded' && check.amountMinor === purchase.amountMinor) {
    await completePurchase(context.db, purchase.id, { now: context.now, receiptUrl: check.receiptUrl });
    await context.announce(purchase.id);
    throw new AppError('ALREADY_PURCHASED');
  }
  if (check.state === 'pending') {
    await recordGatewayAnswer(context.db, purchase.id, {
      reference,
      details: { ...purchase.paymentDetails, raw: { ...purchase.paymentDetails.raw, next_action: 'none' } },
      now: context.now,
    });
    await context.announce(purchase.id, true);
    throw new AppError('PAYMENT_IN_PROCESS');
  }
  await releasePurchase(
    context.db,
    purchase,
    { message: 'The payment was abandoned.', superseded: true },
    context.now,
  );
  // Only a viewer told this payment is in process (a hosted page that reported success) is mailed.
  await context.announce(purchase.id);
}

async function applyStart(
  context: PurchaseContext,
  purchase: PurchaseRow,
  start: PaymentStart,
): Promise<PurchaseRow> {
  const { db, now } = context;
  const details = purchase.paymentDetails;
  switch (start.outcome) {
    case 'succeeded': {
      await recordGatewayAnswer(db, purchase.id, { reference: start.reference, details, now });
      return (await completePurchase(db, purchase.id, { now, receiptUrl: start.receiptUrl })) ?? purchase;
    }
    case 'requires_action':
      // Waiting for the viewer's challenge is not money on its way: the pass is not in payment yet.
      await removeGroupPurchase(db, purchase.id);
      return recordGatewayAnswer(db, purchase.id, {
        reference: start.reference,
        details: {
          ...details,
          url: start.url,
          client_secret: start.clientSecret,
          raw: { next_action: 'three_d_secure' },
        },
        now,
      });
    case 'processing':
      return recordGatewayAnswer(db, purchase.id, { reference: start.reference, details, now });
    case 'hosted_page':
      return recordGatewayAnswer(db, purchase.id, {
        reference: start.reference,
        details: { ...details, url: start.url, raw: { ...start.raw, next_action: 'hosted_page' } },
        now,
      });
    case 'approve_order':
      return recordGatewayAnswer(db, purchase.id, {
        reference: start.reference,
        details: { ...details, raw: { next_action: 'approve_order' } },
        now,
      });
    case 'pending':
      return purchase;
    case 'failed':
      await releasePurchase(db, purchase, { message: start.message, reference: start.reference }, now);
      throw paymentFailedError(start.reason);
  }
}

/**
 * The text's PayPal-type purchase brings an order its browser created (spec part 2 §4.6, §7.3): the
 * purchase takes it only when the provider has it open for exactly the purchase's amount and
 * currency, before anything is captured, and no other purchase took it (the gateway reference is
 * unique). It then waits for the capture like an order the server made.
 */
async function adoptBrowserOrder(
  context: PurchaseContext,
  gateway: PaymentGateway,
  purchase: PurchaseRow,
  orderId: string,
): Promise<PurchaseRow> {
  const order = gateway.orderOf ? await gateway.orderOf(orderId).catch(() => null) : null;
  const fits =
    order?.open === true &&
    order.amountMinor === purchase.amountMinor &&
    order.currency.toUpperCase() === purchase.currency.toUpperCase();
  if (!fits) {
    await releasePurchase(
      context.db,
      purchase,
      { message: 'The PayPal order does not match the purchase.' },
      context.now,
    );
    throw new AppError('PAYMENT_FAILED');
  }
  try {
    return await applyStart(context, purchase, { outcome: 'approve_order', reference: orderId });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await releasePurchase(
      context.db,
      purchase,
      { message: 'The PayPal order belongs to another purchase.' },
      context.now,
    );
    throw new AppError('NOT_FOUND');
  }
}

/**
 * `purchase/screeningOrGroupTicket` for every gateway except the PayPal capture (see
 * capture-paypal-order.ts). A price of 0 (free, or a 100% coupon) completes without a gateway.
 */
type CreateOptions = {
  /** `bookSeats` books without a gateway only what costs nothing. */
  freeOnly?: boolean;
  /** The PayPal-type order the viewer's browser created, which the purchase takes instead of making one. */
  browserOrder?: string;
};

export async function createPurchase(
  context: PurchaseContext,
  body: CreatePurchaseRequest,
  options: CreateOptions = {},
): Promise<PurchaseRow> {
  const keyed = await withAttemptKey(
    context.db,
    { companyId: context.company.id, consumerId: context.consumer.id },
    body,
  );
  return createKeyedPurchase(context, keyed, 0, options);
}

async function createKeyedPurchase(
  context: PurchaseContext,
  body: KeyedPurchaseRequest,
  attempt: number,
  options: CreateOptions,
): Promise<PurchaseRow> {
  const repeated = await findPurchaseByKey(context.db, context.consumer.id, body.idempotency_key);
  if (repeated) return repeated;
  const priced = await pricePurchase(context, body);
  const free = priced.amountMinor === 0;
  if (options.freeOnly && !free) throw new AppError('SEATS_NOT_FREE');
  const gateway = free ? null : gatewayFor(context, body.charge_type);

  const claim = await claimPurchase(context, body, priced, free);
  if ('abandoned' in claim) {
    if (attempt > 0) throw new AppError('PAYMENT_IN_PROCESS');
    await settleAbandoned(context, claim.abandoned);
    return createKeyedPurchase(context, body, attempt + 1, options);
  }
  if (!claim.created) return claim.purchase;
  const purchase = claim.purchase;
  if (!gateway) return (await completePurchase(context.db, purchase.id, { now: context.now })) ?? purchase;
  if (options.browserOrder) return adoptBrowserOrder(context, gateway, purchase, options.browserOrder);

  const defaults = {
    name: context.consumer.name,
    phone: context.consumer.phone,
    returnUrl: `${context.origin}${PAYMENT_RETURN_PATH}`,
  };
  const { customer, card, hostedPage } = gateway.purchaseInput
    ? gateway.purchaseInput(body, defaults)
    : basePurchaseInput(defaults);
  let start: PaymentStart;
  try {
    start = await gateway.start({
      purchaseId: purchase.id,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      description: `${context.company.title}: ${priced.description}`,
      idempotencyKey: body.idempotency_key,
      origin: context.origin,
      language: context.language,
      customer: { ...customer, email: context.consumer.email },
      card,
      hostedPage,
      statementDescriptorSuffix: context.company.paymentSetting.statement_descriptor_suffix,
    });
  } catch {
    // The provider could not be reached: nothing is granted and the viewer may try again.
    await releasePurchase(
      context.db,
      purchase,
      { message: 'The payment provider could not be reached.' },
      context.now,
    );
    throw new AppError('PAYMENT_FAILED');
  }
  return applyStart(context, purchase, start);
}
