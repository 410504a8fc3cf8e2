import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { affiliations } from './schema.ts';

/** The company's referral code a purchase is credited to; an unknown code credits nobody. */
export async function findAffiliationId(
  db: DbExecutor,
  companyId: number,
  code: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: affiliations.id })
    .from(affiliations)
    .where(and(ofCompany(affiliations, companyId), eq(affiliations.code, code)))
    .limit(1);
  return row?.id ?? null;
}
