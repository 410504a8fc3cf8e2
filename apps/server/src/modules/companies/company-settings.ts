import {
  CREDENTIAL_GATEWAYS,
  type CredentialGateway,
  type GatewayCredentials,
  SMS_CREDENTIAL_FIELDS,
  SMS_CREDENTIAL_KIND,
} from '@screener/contracts/company-settings';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { companies, companyGatewayCredentials } from './schema.ts';
import type { CompanyRow } from './service.ts';

/** The columns the back-office's settings change. */
export type CompanySettingsPatch = Partial<
  Pick<
    CompanyRow,
    | 'title'
    | 'logoUrl'
    | 'faviconUrl'
    | 'timezone'
    | 'customProperties'
    | 'paymentSetting'
    | 'mailingListApiKey'
    | 'mailingListId'
    | 'askMobileAtRegistration'
    | 'vodCommissionPercent'
  >
>;

/**
 * Reads the company's row locked for this transaction and writes `change(row)` over it: two
 * back-office saves of the same company apply one after the other, neither losing the other's part.
 */
export async function updateCompanySettings(
  db: DbExecutor,
  companyId: number,
  change: (row: CompanyRow) => CompanySettingsPatch,
  now: Date,
): Promise<{ before: CompanyRow; after: CompanyRow }> {
  const [before] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await db
    .update(companies)
    .set({ ...change(before), updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning();
  if (!after) throw new AppError('NOT_FOUND');
  return { before, after };
}

/** What is kept sealed: a payment gateway's credentials, or the company's SMS provider account. */
export type SealedCredentialKind = CredentialGateway | typeof SMS_CREDENTIAL_KIND;

/** Associated data of a sealed credential: it opens only on its own company and gateway. */
const contextOf = (companyId: number, gateway: SealedCredentialKind) =>
  `company:${companyId}:gateway:${gateway}`;

const lastFour = (value: string) => value.slice(-4);

/** Per gateway, per field, the last four characters of what is kept; what the browser may see. */
export async function credentialHints(
  db: DbExecutor,
  companyId: number,
): Promise<Partial<Record<SealedCredentialKind, Record<string, string>>>> {
  const rows = await db
    .select({ gateway: companyGatewayCredentials.gateway, hints: companyGatewayCredentials.hints })
    .from(companyGatewayCredentials)
    .where(ofCompany(companyGatewayCredentials, companyId));
  return Object.fromEntries(rows.map((row) => [row.gateway, row.hints]));
}

/** The company's credentials, opened; for the payment gateways only, never for an answer. */
export async function openGatewayCredentials(
  db: DbExecutor,
  box: SecretBox | null,
  companyId: number,
): Promise<Partial<GatewayCredentials>> {
  if (!box) return {};
  const rows = await db
    .select()
    .from(companyGatewayCredentials)
    .where(ofCompany(companyGatewayCredentials, companyId));
  return Object.fromEntries(
    rows
      .filter((row) => (CREDENTIAL_GATEWAYS as readonly string[]).includes(row.gateway))
      .map((row) => [row.gateway, JSON.parse(box.open(row.sealed, contextOf(companyId, row.gateway)))]),
  );
}

/**
 * The company's SMS provider account, opened, once every field is kept; null otherwise (or without
 * a key). For the SMS port only, never for an answer.
 */
export async function openSmsCredentials(
  db: DbExecutor,
  box: SecretBox | null,
  companyId: number,
): Promise<Record<(typeof SMS_CREDENTIAL_FIELDS)[number], string> | null> {
  if (!box) return null;
  const [row] = await db
    .select()
    .from(companyGatewayCredentials)
    .where(
      and(
        ofCompany(companyGatewayCredentials, companyId),
        eq(companyGatewayCredentials.gateway, SMS_CREDENTIAL_KIND),
      ),
    )
    .limit(1);
  if (!row) return null;
  const opened = JSON.parse(box.open(row.sealed, contextOf(companyId, SMS_CREDENTIAL_KIND))) as Record<
    string,
    string | undefined
  >;
  const [accountSid, authToken, from] = SMS_CREDENTIAL_FIELDS.map((field) => opened[field]);
  if (!accountSid || !authToken || !from) return null;
  return { account_sid: accountSid, auth_token: authToken, from };
}

/**
 * Writes a gateway's credentials: fields given replace the kept ones, fields left out stay, null
 * forgets them all. Without a key (production without SETTINGS_SECRET_KEY) nothing is stored.
 */
export async function saveGatewayCredentials(
  db: DbExecutor,
  box: SecretBox | null,
  input: {
    companyId: number;
    gateway: SealedCredentialKind;
    values: Record<string, string | undefined> | null;
    now: Date;
  },
): Promise<void> {
  const where = and(
    ofCompany(companyGatewayCredentials, input.companyId),
    eq(companyGatewayCredentials.gateway, input.gateway),
  );
  if (input.values === null) {
    await db.delete(companyGatewayCredentials).where(where);
    return;
  }
  if (!box) throw new AppError('SETTINGS_KEY_MISSING');
  const context = contextOf(input.companyId, input.gateway);
  const [kept] = await db.select().from(companyGatewayCredentials).where(where).for('update');
  const previous: Record<string, string> = kept ? JSON.parse(box.open(kept.sealed, context)) : {};
  const given = Object.fromEntries(
    Object.entries(input.values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const merged = { ...previous, ...given };
  const hints = Object.fromEntries(Object.entries(merged).map(([field, value]) => [field, lastFour(value)]));
  const sealed = box.seal(JSON.stringify(merged), context);
  await db
    .insert(companyGatewayCredentials)
    .values({
      companyId: input.companyId,
      gateway: input.gateway,
      sealed,
      hints,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [companyGatewayCredentials.companyId, companyGatewayCredentials.gateway],
      set: { sealed, hints, updatedAt: input.now },
    });
}
