import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { newSignInLinkSecret } from '../../lib/one-time-code.ts';
import { ballotLinks } from './schema.ts';

/** The secret is 128 random bits, so an unsalted hash is enough to keep it out of the table. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new link for the viewer and event, or null when they have one already: inserting the row is
 * the claim to mail it, so the secret is sent once, by one node.
 */
export async function claimBallotLink(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number; expiresAt: Date; now: Date },
): Promise<string | null> {
  const secret = newSignInLinkSecret();
  const [row] = await db
    .insert(ballotLinks)
    .values({
      companyId: input.companyId,
      screenerId: input.screenerId,
      consumerId: input.consumerId,
      secretHash: hashOf(secret),
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [ballotLinks.screenerId, ballotLinks.consumerId] })
    .returning({ id: ballotLinks.id });
  return row ? secret : null;
}

/** The viewer and event a link of the company names while it works; refused otherwise. */
export async function openBallotLink(
  db: DbExecutor,
  companyId: number,
  secret: string,
  now: Date,
): Promise<{ screenerId: number; consumerId: number }> {
  const [row] = await db
    .select({ screenerId: ballotLinks.screenerId, consumerId: ballotLinks.consumerId })
    .from(ballotLinks)
    .where(
      and(
        eq(ballotLinks.secretHash, hashOf(secret)),
        ofCompany(ballotLinks, companyId),
        gt(ballotLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('BALLOT_LINK_INVALID');
  return row;
}
