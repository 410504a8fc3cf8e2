import type { Company } from '@screener/contracts/company';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import type { SameType } from '../../lib/same-type.ts';
import type { CompanyRecord } from '../../ports/company-lookup.ts';
import { companies } from './schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
// The row is the record the company lookup port hands to the calls.
true satisfies SameType<CompanyRow, CompanyRecord>;

export async function findCompanyByDomain(db: DbExecutor, domain: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.domain, domain)).limit(1);
  return row ?? null;
}

export async function findCompanyById(db: DbExecutor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function listCompanies(db: DbExecutor): Promise<CompanyRow[]> {
  return db.select().from(companies).orderBy(asc(companies.id));
}

/**
 * How much a company offers now (events on demand, passes on sale, published award results):
 * counted by the screenings, pricing and ballots modules, which build on companies, and passed in
 * by the composition root.
 */
export type CompanyOffers = (
  db: DbExecutor,
  companyId: number,
  now: Date,
) => Promise<{ activeVodMovies: number; activePricingPlans: number; awardsPublished: boolean }>;

/**
 * A company as the browser sees it: mailing-list credentials reduced to whether a newsletter
 * exists, plus the deployment's Google sign-in client id when one is configured.
 */
export async function companyView(
  db: DbExecutor,
  offers: CompanyOffers,
  row: CompanyRow,
  now: Date,
  googleClientId: string | null,
): Promise<Company> {
  const { activeVodMovies, activePricingPlans, awardsPublished } = await offers(db, row.id, now);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    domain: row.domain,
    logo_url: row.logoUrl,
    favicon_url: row.faviconUrl,
    notes: row.notes,
    currency: row.currency,
    timezone: row.timezone,
    show_company_branding: row.showCompanyBranding,
    active_vod_movies_count: activeVodMovies,
    active_pricing_plans_count: activePricingPlans,
    awards_published: awardsPublished,
    fbpixelId: row.customProperties.fbpixelId,
    custom_properties: {
      ...row.customProperties,
      newsletter_enabled: Boolean(row.mailingListApiKey && row.mailingListId),
    },
    payment_setting: row.paymentSetting,
    google_client_id: googleClientId,
    ask_mobile_at_registration: row.askMobileAtRegistration,
  };
}
