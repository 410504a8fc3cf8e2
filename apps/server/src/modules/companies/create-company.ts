import { type CompanyTheme, DEFAULT_THEME } from '@screener/contracts/company';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import { companies, type StoredCustomProperties } from './schema.ts';
import type { CompanyRow } from './service.ts';

/** A new site's settings: English, left to right, in `theme`, no banner and every default page. */
export function newSiteSettings(
  timezone: string,
  theme: CompanyTheme = DEFAULT_THEME,
): StoredCustomProperties {
  return {
    language: 'en',
    rtl: false,
    theme,
    timezone,
    banner_message: null,
    logo_as_header: false,
    powered_by_message: null,
    disabled_default_pages: [],
    fbpixelId: null,
    advertising_layout: false,
    external_home_url: null,
    show_pricing_menu: false,
    promo_trailer_url: null,
    hide_yearly_plans: false,
    hide_watch_link: false,
  };
}

/** A new company's site: English, the platform's default theme, the sandbox gateway only. */
export async function createCompany(
  db: DbExecutor,
  input: { title: string; slug: string; domain: string; currency: string; timezone: string; now: Date },
): Promise<CompanyRow> {
  try {
    const [row] = await db
      .insert(companies)
      .values({
        title: input.title,
        slug: input.slug,
        domain: input.domain,
        currency: input.currency,
        timezone: input.timezone,
        customProperties: newSiteSettings(input.timezone),
        paymentSetting: { enabled_payment_gateways: ['sandbox'], statement_descriptor_suffix: null },
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('company insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', { message: textInEvery('errors.companyTaken') });
    throw error;
  }
}

/** Moves the company's site to another host name; other nodes see it once their cache expires. */
export async function setCompanyDomain(
  db: DbExecutor,
  input: { companyId: number; domain: string; now: Date },
): Promise<{ before: CompanyRow; after: CompanyRow }> {
  const [before] = await db.select().from(companies).where(eq(companies.id, input.companyId)).limit(1);
  if (!before) throw new AppError('NOT_FOUND');
  try {
    const [after] = await db
      .update(companies)
      .set({ domain: input.domain, updatedAt: input.now })
      .where(eq(companies.id, input.companyId))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    return { before, after };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', { message: textInEvery('errors.companyTaken') });
    throw error;
  }
}

/** Suspends the company's site (with the operator's reason) or reinstates it. */
export async function setCompanySuspension(
  db: DbExecutor,
  input: { companyId: number; suspended: boolean; reason: string | null; now: Date },
): Promise<{ before: CompanyRow; after: CompanyRow }> {
  const [before] = await db.select().from(companies).where(eq(companies.id, input.companyId)).limit(1);
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await db
    .update(companies)
    .set(
      input.suspended
        ? {
            suspendedAt: before.suspendedAt ?? input.now,
            suspendedReason: input.reason,
            updatedAt: input.now,
          }
        : { suspendedAt: null, suspendedReason: null, updatedAt: input.now },
    )
    .where(eq(companies.id, input.companyId))
    .returning();
  if (!after) throw new AppError('NOT_FOUND');
  return { before, after };
}
