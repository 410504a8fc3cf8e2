import type { AdminListTotal } from '@screener/contracts/admin-list';
import {
  type AdminPlan,
  type PlanTexts,
  ZAdminPlanType,
  type ZListPlansRequest,
  type ZSavePlanRequest,
} from '@screener/contracts/admin-plans';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import type { LanguageCode } from '@screener/contracts/language';
import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import { type Currency, PRICING_TYPES } from '@screener/contracts/pricing';
import { validationMessage } from '@screener/contracts/validation';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { acceptedTranslations } from '../../lib/translations.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import type { PricingDeps } from './deps.ts';
import { pricingPlanScreenings, pricingPlans } from './schema.ts';
import { type PricingPlanRow, screenerIdsByPlan } from './service.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };

/**
 * The company's plans the back-office edits: subscription access is sold with the subscriptions'
 * own monthly and yearly plans, not here.
 */
const editable = (companyId: number) =>
  and(ofCompany(pricingPlans, companyId), ne(pricingPlans.type, PRICING_TYPES.subscription));

const dateOrNull = (value: string | null): Date | null => (value ? tryParseApiDateTime(value) : null);

export function adminPlanView(plan: PricingPlanRow, screeningIds: number[]): AdminPlan {
  return {
    id: plan.id,
    type: ZAdminPlanType.parse(plan.type),
    name: plan.name,
    price: formatAmount(plan.priceMinor),
    currency: plan.currency as Currency,
    screening_ids: [...screeningIds].sort((a, b) => a - b),
    purchasing_start_date: toApiDateTimeOrNull(plan.purchasingStartDate),
    purchasing_end_date: toApiDateTimeOrNull(plan.purchasingEndDate),
    festival_start_date: toApiDateTimeOrNull(plan.festivalStartDate),
    description: plan.description,
    purchase_message: plan.purchaseMessage ?? '',
    active: plan.active,
    created_at: toApiDateTime(plan.createdAt),
    translations: plan.translations,
  };
}

/** The company's plan by id for editing, active or archived; another company's is not found. */
async function lockedPlan(db: DbExecutor, companyId: number, id: number): Promise<PricingPlanRow> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(and(editable(companyId), eq(pricingPlans.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getAdminPlan(db: DbExecutor, companyId: number, id: number): Promise<AdminPlan> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(and(editable(companyId), eq(pricingPlans.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const covered = await screenerIdsByPlan(db, [row.id]);
  return adminPlanView(row, covered.get(row.id) ?? []);
}

/** Creates or edits a plan with the events it covers, all the company's own, and records it. */
export async function savePlan(
  deps: PricingDeps,
  input: Change & { plan: z.output<typeof ZSavePlanRequest>; translationLanguages: readonly LanguageCode[] },
): Promise<AdminPlan> {
  const { plan, companyId } = input;
  const screeningIds = [...new Set(plan.screening_ids)];
  return deps.db.transaction(async (tx) => {
    const events = await findScreenerRows(tx, companyId, screeningIds);
    if (events.length !== screeningIds.length) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: { screening_ids: [validationMessage('validation.invalid_id')] } },
      });
    }
    const values = {
      type: plan.type,
      name: plan.name,
      priceMinor: decimalToMinor(plan.price),
      currency: plan.currency,
      purchasingStartDate: dateOrNull(plan.purchasing_start_date),
      purchasingEndDate: dateOrNull(plan.purchasing_end_date),
      festivalStartDate: dateOrNull(plan.festival_start_date),
      description: plan.description,
      purchaseMessage: plan.purchase_message || null,
      active: plan.active,
      updatedAt: input.now,
      // Plain text like the default's; left out, an edit keeps the saved translations.
      ...(plan.translations && {
        translations: acceptedTranslations<PlanTexts>(
          plan.translations,
          input.translationLanguages,
          'translations',
          (texts) => texts,
        ),
      }),
    };
    let before: AdminPlan | null = null;
    let row: PricingPlanRow | undefined;
    if (plan.id === undefined) {
      [row] = await tx
        .insert(pricingPlans)
        .values({ ...values, companyId, createdAt: input.now })
        .returning();
    } else {
      const previous = await lockedPlan(tx, companyId, plan.id);
      before = adminPlanView(previous, (await screenerIdsByPlan(tx, [previous.id])).get(previous.id) ?? []);
      [row] = await tx.update(pricingPlans).set(values).where(eq(pricingPlans.id, previous.id)).returning();
      await tx.delete(pricingPlanScreenings).where(eq(pricingPlanScreenings.planId, previous.id));
    }
    if (!row) throw new Error('plan not saved');
    if (screeningIds.length > 0) {
      await tx
        .insert(pricingPlanScreenings)
        .values(screeningIds.map((screenerId) => ({ planId: row.id, screenerId })));
    }
    const after = adminPlanView(row, screeningIds);
    await writeAudit(tx, {
      companyId,
      actor: input.actor,
      action: before ? 'plan.update' : 'plan.create',
      targetType: 'pricing_plan',
      targetId: row.id,
      before,
      after,
      now: input.now,
    });
    return after;
  });
}

/**
 * Hides a plan from sale (or shows it again). Plans are never deleted: purchases and coupons name
 * them, and a buyer's receipt must keep reading what was bought.
 */
export async function setPlanActive(
  deps: PricingDeps,
  input: Change & { id: number; active: boolean },
): Promise<AdminPlan> {
  return deps.db.transaction(async (tx) => {
    const previous = await lockedPlan(tx, input.companyId, input.id);
    const [row] = await tx
      .update(pricingPlans)
      .set({ active: input.active, updatedAt: input.now })
      .where(eq(pricingPlans.id, previous.id))
      .returning();
    if (!row) throw new Error('plan not saved');
    const covered = (await screenerIdsByPlan(tx, [row.id])).get(row.id) ?? [];
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: input.active ? 'plan.restore' : 'plan.archive',
      targetType: 'pricing_plan',
      targetId: row.id,
      before: { active: previous.active },
      after: { active: row.active },
      now: input.now,
    });
    return adminPlanView(row, covered);
  });
}

/** One page of the company's plans, searched by name. */
export async function listAdminPlans(
  db: DbExecutor,
  companyId: number,
  query: z.output<typeof ZListPlansRequest>,
): Promise<{ rows: AdminPlan[] } & AdminListTotal> {
  const where = and(
    editable(companyId),
    query.active === null ? undefined : eq(pricingPlans.active, query.active),
    searchCondition(query.search, [pricingPlans.name]),
  );
  const order = listOrder(
    query,
    {
      name: pricingPlans.name,
      type: pricingPlans.type,
      price: pricingPlans.priceMinor,
      purchasing_end_date: pricingPlans.purchasingEndDate,
      created_at: pricingPlans.createdAt,
    },
    [desc(pricingPlans.id)],
    pricingPlans.id,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pricingPlans)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    boundedTotal(db, pricingPlans, where, { offset }),
  ]);
  const covered = await screenerIdsByPlan(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => adminPlanView(row, covered.get(row.id) ?? [])),
    ...total,
  };
}
