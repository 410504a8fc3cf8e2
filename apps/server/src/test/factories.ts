import { APP_VERSION, BUILD_MODE } from '@screener/contracts/api';
import { headerTimestamp, signRequest } from '@screener/contracts/auth-header';
import type { LanguageCode } from '@screener/contracts/language';
import type { Db } from '../db/client.ts';
import { consumers } from '../modules/auth/schema.ts';
import type { SessionRow } from '../modules/auth/sessions.ts';
import { newSiteSettings } from '../modules/companies/index.ts';
import { companies, type StoredCustomProperties } from '../modules/companies/schema.ts';

let sequence = 0;
const next = () => ++sequence;

export const baseCustomProperties: StoredCustomProperties = newSiteSettings('Europe/London', {
  primaryColor: '#1d4ed8',
  secondaryColor: '#f59e0b',
  backgroundColor: '#ffffff',
  darkMode: false,
  fontFamily: 'Alef',
});

export async function createCompany(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      title: `Company ${n}`,
      slug: `company-${n}`,
      domain: `company-${n}.localhost`,
      currency: 'EUR',
      timezone: 'Europe/London',
      customProperties: baseCustomProperties,
      paymentSetting: { enabled_payment_gateways: ['sandbox'], statement_descriptor_suffix: null },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

/** A new company as most tests call it: the host its site answers on, and its id. */
export async function createSite(
  db: Db,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<{ host: string; companyId: number }> {
  const company = await createCompany(db, overrides);
  return { host: company.domain, companyId: company.id };
}

export async function createConsumer(
  db: Db,
  companyId: number,
  overrides: Partial<typeof consumers.$inferInsert> = {},
): Promise<typeof consumers.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(consumers)
    .values({ companyId, email: `viewer${n}@example.test`, name: `Viewer ${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('consumer insert returned no row');
  return row;
}

/** The Authorization header a signed-in browser sends. */
export function signedHeader(
  session: Pick<SessionRow, 'key' | 'secret'>,
  now: Date,
  options: { language?: LanguageCode; hash?: string; timestamp?: string } = {},
): string {
  const timestamp = options.timestamp ?? headerTimestamp(now.getTime());
  return JSON.stringify({
    key: session.key,
    timestamp,
    hash: options.hash ?? signRequest(session.key, session.secret, timestamp),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: options.language ?? 'en',
    screener_id: null,
  });
}

/** The Authorization header a guest's browser sends: no session, only its language. */
export function guestHeader(now: Date, language: LanguageCode): string {
  return JSON.stringify({
    key: '',
    hash: '',
    timestamp: headerTimestamp(now.getTime()),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language,
  });
}
