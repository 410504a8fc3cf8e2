import type { PaymentGatewayName } from '@screener/contracts/company';
import { PRICING_TYPES, PURCHASE_STATUSES, type PurchaseStatus } from '@screener/contracts/pricing';
import { CASH_PURCHASE_LIST_LIMIT } from '@screener/contracts/purchase';
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { paymentOutcomes } from '../../lib/metrics.ts';
import { planCoverage, releaseCouponUse } from '../pricing/index.ts';
import { failSeatOrder } from '../venues/index.ts';
import { offersHoldingPlaces } from '../waitlist/index.ts';
import { groupPurchases, type PaymentDetails, purchases } from './schema.ts';

/** The module's reads and writes of its purchase tables, in one place. */
export type PurchaseRow = typeof purchases.$inferSelect;
export type GroupPurchaseRow = typeof groupPurchases.$inferSelect;

/** The viewer's purchases that are paid or being paid; initiated and cancelled ones grant nothing. */
export async function listGrantingPurchases(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        ofCompany(purchases, companyId),
        eq(purchases.consumerId, consumerId),
        inArray(purchases.status, [PURCHASE_STATUSES.processing, PURCHASE_STATUSES.completed]),
        isNull(purchases.cancelledAt),
      ),
    )
    .orderBy(asc(purchases.id));
}

/**
 * The viewer's granting purchases as rows of the viewer's links (enrollment/viewer-state.ts): one
 * row per event a purchase names or its plan covers.
 */
export function grantingPurchaseLinks(
  db: DbExecutor,
  of: { companyId: SQLWrapper; consumerId: SQLWrapper; screener: (column: SQLWrapper) => SQL },
) {
  const covered = planCoverage(db);
  const screenerId = sql<number>`coalesce(${purchases.screenerId}, ${covered.screenerId})`;
  return db
    .select({
      screenerId,
      purchaseId: purchases.id,
      status: sql<number | null>`${purchases.status}`.as('status'),
      venueTicket: sql<boolean>`${purchases.purchaseType} = ${PRICING_TYPES.physical_ticket}`.as(
        'venue_ticket',
      ),
      eventStartsAt: sql<Date | null>`null::timestamptz`,
      eventEndsAt: sql<Date | null>`null::timestamptz`,
    })
    .from(purchases)
    .leftJoin(covered, and(isNull(purchases.screenerId), eq(covered.planId, purchases.pricingId)))
    .where(
      and(
        ofCompany(purchases, of.companyId),
        eq(purchases.consumerId, of.consumerId),
        inArray(purchases.status, [PURCHASE_STATUSES.processing, PURCHASE_STATUSES.completed]),
        isNull(purchases.cancelledAt),
        // A 3-D Secure challenge waits for the viewer, not for money: the viewer may buy again.
        sql`${purchases.paymentDetails}->'raw'->>'next_action' is distinct from 'three_d_secure'`,
        // A purchase naming neither an event nor a plan covers nothing.
        sql`${screenerId} is not null`,
        of.screener(screenerId),
      ),
    );
}

export async function listGroupPurchaseRows(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<GroupPurchaseRow[]> {
  return db
    .select()
    .from(groupPurchases)
    .where(and(ofCompany(groupPurchases, companyId), eq(groupPurchases.consumerId, consumerId)))
    .orderBy(asc(groupPurchases.id));
}

/** What the viewer does next on a purchase that is not completed; kept in `payment_details.raw`. */
export type NextAction = 'none' | 'three_d_secure' | 'hosted_page' | 'approve_order';

export function nextActionOf(purchase: PurchaseRow): NextAction {
  if (purchase.status === PURCHASE_STATUSES.completed) return 'none';
  const value = purchase.paymentDetails.raw?.next_action;
  return value === 'three_d_secure' || value === 'hosted_page' || value === 'approve_order' ? value : 'none';
}

/** The one purchase the condition names, or null. */
async function findPurchaseWhere(db: DbExecutor, condition: SQL | undefined): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(condition).limit(1);
  return row ?? null;
}

export async function findOwnPurchase(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  purchaseId: number,
): Promise<PurchaseRow | null> {
  return findPurchaseWhere(
    db,
    and(eq(purchases.id, purchaseId), ofCompany(purchases, companyId), eq(purchases.consumerId, consumerId)),
  );
}

/** The viewer's purchases besides this one that still grant: completed and not cancelled. */
export function othersStillGranting(purchase: PurchaseRow): SQL | undefined {
  return and(
    eq(purchases.consumerId, purchase.consumerId),
    eq(purchases.status, PURCHASE_STATUSES.completed),
    isNull(purchases.cancelledAt),
    ne(purchases.id, purchase.id),
  );
}

/** For the rounds that run outside any request: the purchase by its id alone. */
export async function findPurchaseById(db: DbExecutor, purchaseId: number): Promise<PurchaseRow | null> {
  return findPurchaseWhere(db, eq(purchases.id, purchaseId));
}

export async function findCompanyPurchase(
  db: DbExecutor,
  companyId: number,
  purchaseId: number,
): Promise<PurchaseRow | null> {
  return findPurchaseWhere(db, and(eq(purchases.id, purchaseId), ofCompany(purchases, companyId)));
}

export async function findPurchaseByKey(
  db: DbExecutor,
  consumerId: number,
  idempotencyKey: string,
): Promise<PurchaseRow | null> {
  return findPurchaseWhere(
    db,
    and(eq(purchases.consumerId, consumerId), eq(purchases.idempotencyKey, idempotencyKey)),
  );
}

/**
 * How many of the viewer's attempts at one thing (a plan, or a seat order or event) were given up
 * unpaid: each released attempt makes a repeated keyless request a new attempt (derived-key.ts).
 */
export async function countReleasedAttempts(
  db: DbExecutor,
  consumerId: number,
  item: { pricingId: number } | { bookingId: number } | { screenerId: number },
): Promise<number> {
  const target =
    'pricingId' in item
      ? eq(purchases.pricingId, item.pricingId)
      : 'bookingId' in item
        ? eq(purchases.bookingId, item.bookingId)
        : and(isNull(purchases.pricingId), eq(purchases.screenerId, item.screenerId));
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(purchases)
    .where(
      and(
        eq(purchases.consumerId, consumerId),
        target,
        eq(purchases.status, PURCHASE_STATUSES.initiated),
        sql`${purchases.paymentDetails}->>'failure_message' is not null`,
      ),
    );
  return row?.value ?? 0;
}

export async function findPurchaseByReference(
  db: DbExecutor,
  gateway: PaymentGatewayName,
  reference: string,
): Promise<PurchaseRow | null> {
  return findPurchaseWhere(
    db,
    and(eq(purchases.gateway, gateway), eq(purchases.gatewayReference, reference)),
  );
}

/** The consumer's purchases of one plan in the given statuses. */
export async function listPlanPurchases(
  db: DbExecutor,
  consumerId: number,
  planId: number,
  statuses: PurchaseStatus[],
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.consumerId, consumerId),
        eq(purchases.pricingId, planId),
        inArray(purchases.status, statuses),
      ),
    );
}

export async function recordGatewayAnswer(
  db: DbExecutor,
  purchaseId: number,
  answer: { reference: string | null; details: PaymentDetails; now: Date },
): Promise<PurchaseRow> {
  const [row] = await db
    .update(purchases)
    .set({ gatewayReference: answer.reference, paymentDetails: answer.details, updatedAt: answer.now })
    .where(eq(purchases.id, purchaseId))
    .returning();
  if (!row) throw new Error(`purchase ${purchaseId} vanished`);
  return row;
}

/**
 * A pass's row follows its purchase while money is on its way or taken; a 3-D Secure challenge
 * waiting for the viewer has none (`removeGroupPurchase`), so the pass is not shown as in payment.
 */
export async function upsertGroupPurchase(
  db: DbExecutor,
  purchase: PurchaseRow,
  status: PurchaseStatus,
  now: Date,
) {
  if (purchase.purchaseType !== PRICING_TYPES.group || purchase.pricingId === null) return;
  await db
    .insert(groupPurchases)
    .values({
      companyId: purchase.companyId,
      consumerId: purchase.consumerId,
      pricingId: purchase.pricingId,
      purchaseId: purchase.id,
      status,
    })
    .onConflictDoUpdate({ target: groupPurchases.purchaseId, set: { status, updatedAt: now } });
}

export async function removeGroupPurchase(db: DbExecutor, purchaseId: number): Promise<void> {
  await db.delete(groupPurchases).where(eq(groupPurchases.purchaseId, purchaseId));
}

/**
 * Moves initiated -> processing (money on its way: cash, the hosted page's success message, an
 * order being captured). Only one purchase of a plan may be processing per consumer.
 */
export async function markPurchaseProcessing(
  db: DbExecutor,
  purchaseId: number,
  now: Date,
): Promise<PurchaseRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(purchases)
      .set({ status: PURCHASE_STATUSES.processing, updatedAt: now })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, PURCHASE_STATUSES.initiated)))
      .returning();
    if (row) await upsertGroupPurchase(tx, row, PURCHASE_STATUSES.processing, now);
    return row ?? null;
  });
}

/** Ends the purchase's hold on a coupon use, once, and gives the use back to the coupon. */
export async function giveBackCouponUse(db: DbExecutor, purchaseId: number): Promise<void> {
  const [held] = await db
    .update(purchases)
    .set({ couponUseHeld: false })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.couponUseHeld, true)))
    .returning({ couponId: purchases.couponId });
  if (held?.couponId) await releaseCouponUse(db, held.couponId);
}

/**
 * A payment the viewer left open that a newer attempt replaced: it was given up at its gateway,
 * and money that still reaches it is refunded, never granted (complete-purchase.ts).
 */
export function isSuperseded(purchase: PurchaseRow): boolean {
  return purchase.paymentDetails.raw?.superseded === true;
}

/**
 * A failed or abandoned payment goes back to initiated and grants nothing; the viewer may try again
 * with a new attempt; seats it paid for are freed. A completed purchase is never touched.
 * `superseded`: a newer attempt of the viewer replaced it.
 */
export async function releasePurchase(
  db: DbExecutor,
  purchase: PurchaseRow,
  failure: { message: string; reference?: string | null; superseded?: boolean },
  now: Date,
): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(purchases)
      .set({
        status: PURCHASE_STATUSES.initiated,
        gatewayReference: failure.reference === undefined ? purchase.gatewayReference : failure.reference,
        paymentDetails: {
          ...purchase.paymentDetails,
          failure_message: failure.message,
          raw: {
            ...purchase.paymentDetails.raw,
            next_action: 'none',
            ...(failure.superseded ? { superseded: true } : {}),
          },
        },
        updatedAt: now,
      })
      .where(
        and(
          eq(purchases.id, purchase.id),
          inArray(purchases.status, [PURCHASE_STATUSES.initiated, PURCHASE_STATUSES.processing]),
        ),
      )
      .returning({ id: purchases.id });
    if (!row) return false;
    await tx.delete(groupPurchases).where(eq(groupPurchases.purchaseId, purchase.id));
    await giveBackCouponUse(tx, purchase.id);
    if (purchase.bookingId !== null)
      await failSeatOrder(tx, { bookingId: purchase.bookingId, purchaseId: purchase.id, now });
    return true;
  });
  if (released) paymentOutcomes.inc({ gateway: purchase.gateway, outcome: 'failed' });
}

/**
 * How long a purchase not yet charged (a hosted page, an order to approve) holds its place at the
 * event: long enough to pay, short enough that an abandoned page frees the place again.
 */
const UNPAID_PLACE_HOLD_MS = 30 * 60_000;

/**
 * The viewers whose payment for the event is under way, so each holds a place: every purchase being
 * charged, and purchases waiting on the viewer for a short while. Passes are not counted: their
 * holders take a place when they enrol. A query, not its rows: the caller counts it together with
 * the enrolled viewers in one statement, so both are read at the same moment.
 */
export function buyersHoldingPlaces(db: DbExecutor, screenerId: number, now: Date) {
  return db
    .select({ consumerId: purchases.consumerId })
    .from(purchases)
    .where(
      and(
        eq(purchases.screenerId, screenerId),
        ne(purchases.purchaseType, PRICING_TYPES.group),
        or(
          eq(purchases.status, PURCHASE_STATUSES.processing),
          and(
            eq(purchases.status, PURCHASE_STATUSES.initiated),
            gt(purchases.createdAt, new Date(now.getTime() - UNPAID_PLACE_HOLD_MS)),
            // A released purchase (its payment failed) holds nothing.
            sql`${purchases.paymentDetails}->>'failure_message' is null`,
          ),
        ),
      ),
    );
}

/**
 * Everyone but the enrolled holding a place at the event: buyers whose payment is under way and
 * viewers whose waitlist offer is open (a place nobody else may buy).
 */
export function placeHolders(db: DbExecutor, screenerId: number, now: Date) {
  return buyersHoldingPlaces(db, screenerId, now).union(offersHoldingPlaces(db, screenerId, now));
}

/** The company's cash purchases waiting for its staff to confirm the money, oldest first. */
export async function listAwaitingCash(db: DbExecutor, companyId: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        ofCompany(purchases, companyId),
        eq(purchases.gateway, 'admin_pay'),
        eq(purchases.status, PURCHASE_STATUSES.processing),
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(CASH_PURCHASE_LIST_LIMIT);
}
