import type { LanguageCode } from '@screener/contracts/language';
import { formatAmount } from '@screener/contracts/money';
import { PRICING_TYPES, type PricingType } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { translatedTexts } from '@screener/contracts/translations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { findScreenerRows, type ScreenerParts, screenerViews } from '../screenings/index.ts';
import { pricingPlanScreenings, pricingPlans } from './schema.ts';
import { type PricingPlanRow, screenerIdsByPlan } from './service.ts';

/** A plan can be bought while it is active, inside its on-sale window. */
export function isPlanOnSale(plan: PricingPlanRow, now: Date): boolean {
  return (
    plan.active &&
    (plan.purchasingStartDate === null || plan.purchasingStartDate.getTime() <= now.getTime()) &&
    (plan.purchasingEndDate === null || plan.purchasingEndDate.getTime() > now.getTime())
  );
}

export async function findPlan(
  db: DbExecutor,
  companyId: number,
  planId: number,
): Promise<PricingPlanRow | null> {
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(
      and(ofCompany(pricingPlans, companyId), eq(pricingPlans.id, planId), eq(pricingPlans.active, true)),
    )
    .limit(1);
  return row ?? null;
}

export async function planCoversScreener(
  db: DbExecutor,
  planId: number,
  screenerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pricingPlanScreenings.id })
    .from(pricingPlanScreenings)
    .where(and(eq(pricingPlanScreenings.planId, planId), eq(pricingPlanScreenings.screenerId, screenerId)))
    .limit(1);
  return row !== undefined;
}

/** Plans on sale, optionally only those covering one event or of one type; subscriptions are sold elsewhere. */
export async function listPlansOnSale(
  db: DbExecutor,
  companyId: number,
  now: Date,
  filter: { screenerId?: number | undefined; type?: PricingType | undefined },
): Promise<PricingPlanRow[]> {
  const conditions = [ofCompany(pricingPlans, companyId), eq(pricingPlans.active, true)];
  if (filter.type !== undefined) conditions.push(eq(pricingPlans.type, filter.type));
  if (filter.screenerId !== undefined) {
    const covering = db
      .select({ planId: pricingPlanScreenings.planId })
      .from(pricingPlanScreenings)
      .where(eq(pricingPlanScreenings.screenerId, filter.screenerId));
    conditions.push(inArray(pricingPlans.id, covering));
  }
  const rows = await db
    .select()
    .from(pricingPlans)
    .where(and(...conditions))
    .orderBy(asc(pricingPlans.type), asc(pricingPlans.priceMinor), asc(pricingPlans.id));
  return rows.filter((plan) => isPlanOnSale(plan, now) && plan.type !== PRICING_TYPES.subscription);
}

/** Plans as the API shows them: price as a decimal with two places, and the events each covers. */
export async function planViews(
  db: DbExecutor,
  parts: ScreenerParts,
  companyId: number,
  plans: PricingPlanRow[],
  context: { now: Date; country: string; language: LanguageCode },
): Promise<PricingPlan[]> {
  const covered = await screenerIdsByPlan(
    db,
    plans.map((plan) => plan.id),
  );
  const screenerIds = [...new Set([...covered.values()].flat())];
  const published = (await findScreenerRows(db, companyId, screenerIds)).filter(
    (row) => row.status === 'published',
  );
  // The events as lists show them, so thumbnails, seats and films read the same everywhere.
  const views = await screenerViews(db, parts, { ...context, companyId, consumerId: null }, published);
  const screeners = new Map(views.map((view) => [view.id, view]));
  return plans.map((plan) => {
    const events = (covered.get(plan.id) ?? [])
      .flatMap((id) => {
        const view = screeners.get(id);
        return view ? [view] : [];
      })
      .sort((a, b) => a.screening_starts_at.localeCompare(b.screening_starts_at));
    const screenings = events.map((view) => ({
      id: view.id,
      title: view.title,
      thumbnail_url: view.thumbnail_url,
      screening_starts_at: view.screening_starts_at,
      screening_ends_at: view.screening_ends_at,
      is_geo_blocked: view.is_geo_blocked,
      registration_ends_at: view.registration_ends_at,
      num_of_enrollments: view.num_of_enrollments,
      limitation: view.limitation,
      director_names: [
        ...new Set(view.films.flatMap((film) => (film.director_name ? [film.director_name] : []))),
      ],
    }));
    const texts = translatedTexts(
      { name: plan.name, description: plan.description },
      plan.translations,
      context.language,
    );
    return {
      id: plan.id,
      type: plan.type,
      name: texts.name,
      price: formatAmount(plan.priceMinor),
      currency: plan.currency,
      description: texts.description,
      purchase_message: plan.purchaseMessage,
      purchasing_end_date: toApiDateTimeOrNull(plan.purchasingEndDate),
      festival_start_date: toApiDateTimeOrNull(plan.festivalStartDate),
      is_on_sale: isPlanOnSale(plan, context.now),
      screening_ids: events.map((row) => row.id),
      pricingPlanScreenings: screenings,
      screenings,
    };
  });
}
