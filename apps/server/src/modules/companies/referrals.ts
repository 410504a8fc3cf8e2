import type { Affiliation } from '@screener/contracts/support';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { affiliations } from './schema.ts';

/** Counts one visit through a referral link; the first visit creates the company's code. */
export async function recordReferralHit(
  db: DbExecutor,
  companyId: number,
  code: string,
  now: Date,
): Promise<Affiliation> {
  const [row] = await db
    .insert(affiliations)
    .values({ companyId, code, hits: 1, lastHitAt: now })
    .onConflictDoUpdate({
      target: [affiliations.companyId, affiliations.code],
      set: { hits: sql`${affiliations.hits} + 1`, lastHitAt: now },
    })
    .returning({ code: affiliations.code, hits: affiliations.hits });
  if (!row) throw new Error('affiliation upsert returned no row');
  return row;
}
