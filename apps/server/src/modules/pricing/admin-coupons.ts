import { randomInt } from 'node:crypto';
import type {
  AdminCoupon,
  ZCreateCouponBatchRequest,
  ZCreateCouponRequest,
  ZListCouponsRequest,
} from '@screener/contracts/admin-coupons';
import type { AdminListTotal } from '@screener/contracts/admin-list';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import { COUPON_CODE_LENGTH, validationMessage } from '@screener/contracts/validation';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import type { CouponRow } from './coupons.ts';
import type { PricingDeps } from './deps.ts';
import { coupons } from './schema.ts';
import { findPlans } from './service.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };
type CouponRules = Pick<
  z.output<typeof ZCreateCouponRequest>,
  'percent_off' | 'valid_until' | 'max_uses' | 'plan_ids'
>;

/**
 * Letters and digits without the look-alikes 0/O and 1/I, so a code read aloud or typed is right:
 * 32 symbols, so six of them give 32^6 (about 1.07 billion) codes, of which a batch of 1,000 is one
 * in a million (SECURITY.md gives the guesses the coupon limits leave).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Rounds of fresh codes a batch tries when some already exist, before it gives up. */
const BATCH_ROUNDS = 8;

export function adminCouponView(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    valid_until: toApiDateTimeOrNull(row.validUntil),
    max_uses: row.maxUses,
    used_count: row.usedCount,
    plan_ids: row.planIds,
    active: row.active,
    created_at: toApiDateTime(row.createdAt),
  };
}

/** The stored values of a coupon's rules; its plans must be the company's own. */
async function ruleValues(db: DbExecutor, companyId: number, rules: CouponRules, now: Date) {
  const planIds = [...new Set(rules.plan_ids)].sort((a, b) => a - b);
  const plans = await findPlans(db, companyId, planIds);
  if (plans.length !== planIds.length) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { plan_ids: [validationMessage('validation.invalid_id')] } },
    });
  }
  return {
    companyId,
    percentOff: rules.percent_off,
    validUntil: rules.valid_until ? tryParseApiDateTime(rules.valid_until) : null,
    maxUses: rules.max_uses,
    planIds,
    createdAt: now,
    updatedAt: now,
  };
}

export async function createCoupon(
  deps: PricingDeps,
  input: Change & { coupon: z.output<typeof ZCreateCouponRequest> },
): Promise<AdminCoupon> {
  try {
    return await deps.db.transaction(async (tx) => {
      const values = await ruleValues(tx, input.companyId, input.coupon, input.now);
      const [row] = await tx
        .insert(coupons)
        .values({ ...values, code: input.coupon.code })
        .returning();
      if (!row) throw new Error('coupon not saved');
      const after = adminCouponView(row);
      await writeAudit(tx, {
        companyId: input.companyId,
        actor: input.actor,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        before: null,
        after,
        now: input.now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('COUPON_CODE_TAKEN');
    throw error;
  }
}

/** Six characters drawn by the system's cryptographic generator: nothing in a code tells another. */
function randomCode(): string {
  let code = '';
  while (code.length < COUPON_CODE_LENGTH) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * `count` new random codes, each unique in the company in any letter case: codes that happen to
 * exist already are skipped by the unique index and drawn again.
 */
export async function createCouponBatch(
  deps: PricingDeps,
  input: Change & { batch: z.output<typeof ZCreateCouponBatchRequest> },
): Promise<string[]> {
  const { batch } = input;
  return deps.db.transaction(async (tx) => {
    const values = await ruleValues(tx, input.companyId, batch, input.now);
    const made: string[] = [];
    for (let round = 0; round < BATCH_ROUNDS && made.length < batch.count; round += 1) {
      const wanted = new Set<string>();
      while (wanted.size < batch.count - made.length) wanted.add(randomCode());
      const rows = await tx
        .insert(coupons)
        .values([...wanted].map((code) => ({ ...values, code })))
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      made.push(...rows.map((row) => row.code));
    }
    // Eight rounds of 1,000 draws among a billion codes do not all collide short of a broken generator.
    if (made.length < batch.count) throw new AppError('CONFLICT');
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'coupon.create_batch',
      targetType: 'coupon',
      targetId: null,
      before: null,
      after: { count: made.length, percent_off: batch.percent_off, codes: made },
      now: input.now,
    });
    return made;
  });
}

/** Stops a code from being redeemed; purchases made with it keep their discount. */
export async function disableCoupon(deps: PricingDeps, input: Change & { id: number }): Promise<AdminCoupon> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ active: false, updatedAt: input.now })
      .where(and(ofCompany(coupons, input.companyId), eq(coupons.id, input.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'coupon.disable',
      targetType: 'coupon',
      targetId: row.id,
      before: null,
      after: { active: false },
      now: input.now,
    });
    return adminCouponView(row);
  });
}

type CouponQuery = Pick<z.output<typeof ZListCouponsRequest>, 'search' | 'sort_field' | 'sort_direction'>;

function couponListParts(companyId: number, query: CouponQuery) {
  return {
    where: and(ofCompany(coupons, companyId), searchCondition(query.search, [coupons.code])),
    order: listOrder(
      query,
      {
        code: coupons.code,
        percent_off: coupons.percentOff,
        used_count: coupons.usedCount,
        valid_until: coupons.validUntil,
        created_at: coupons.createdAt,
      },
      [desc(coupons.id)],
      coupons.id,
    ),
  };
}

/** One page of the company's coupons, searched by code. */
export async function listAdminCoupons(
  db: DbExecutor,
  companyId: number,
  query: z.output<typeof ZListCouponsRequest>,
): Promise<{ rows: AdminCoupon[] } & AdminListTotal> {
  const { where, order } = couponListParts(companyId, query);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    boundedTotal(db, coupons, where, { offset }),
  ]);
  return { rows: rows.map(adminCouponView), ...total };
}

/** The most rows one CSV file holds: a batch's worth many times over, small enough to build in memory. */
export const COUPON_EXPORT_MAX = 50_000;

/** Every coupon the search finds as a CSV file, with the names of the plans each applies to. */
export async function couponsCsv(db: DbExecutor, companyId: number, query: CouponQuery): Promise<Buffer> {
  const { where, order } = couponListParts(companyId, query);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(...order)
    .limit(COUPON_EXPORT_MAX);
  const plans = await findPlans(db, companyId, [...new Set(rows.flatMap((row) => row.planIds))]);
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]));
  return csvFile(
    ['code', 'percent_off', 'valid_until', 'max_uses', 'used_count', 'active', 'plans', 'created_at'],
    rows.map((row) => [
      row.code,
      row.percentOff,
      toApiDateTimeOrNull(row.validUntil),
      row.maxUses,
      row.usedCount,
      row.active,
      row.planIds.map((id) => planNames.get(id) ?? String(id)).join('; '),
      toApiDateTime(row.createdAt),
    ]),
  );
}
