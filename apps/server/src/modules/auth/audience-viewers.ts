import type { AdminListQuery, AdminListTotal } from '@screener/contracts/admin-list';
import { and, asc, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { consumers, sessions } from './schema.ts';

/** A viewer as the back-office's audience lists them. */
export type AudienceAccount = {
  id: number;
  email: string;
  name: string | null;
  countryCode: string | null;
  createdAt: Date;
  blockedAt: Date | null;
};

const accountColumns = {
  id: consumers.id,
  email: consumers.email,
  name: consumers.name,
  countryCode: consumers.countryCode,
  createdAt: consumers.createdAt,
  blockedAt: consumers.blockedAt,
};

/** The company's viewers the search finds (email or name, ignoring case). */
function audienceWhere(companyId: number, search: string): SQL | undefined {
  return and(ofCompany(consumers, companyId), searchCondition(search, [consumers.email, consumers.name]));
}

/** One page of the company's viewers, with the list's bounded total. */
export async function listAudienceAccounts(
  db: DbExecutor,
  companyId: number,
  query: AdminListQuery<'email' | 'name' | 'created_at'>,
): Promise<{ rows: AudienceAccount[] } & AdminListTotal> {
  const where = audienceWhere(companyId, query.search);
  const window = pageWindow(query);
  const order = listOrder(
    query,
    { email: consumers.email, name: consumers.name, created_at: consumers.createdAt },
    [desc(consumers.id)],
    consumers.id,
  );
  const [rows, total] = await Promise.all([
    db
      .select(accountColumns)
      .from(consumers)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    boundedTotal(db, consumers, where, window),
  ]);
  return { rows, ...total };
}

/**
 * The company's viewers the search finds, `size` at a time in id order: each page is read after
 * the last id of the one before (keyset), so an export of any length holds one page at a time.
 */
export async function* audienceAccountPages(
  db: DbExecutor,
  companyId: number,
  search: string,
  size: number,
): AsyncGenerator<AudienceAccount[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(accountColumns)
      .from(consumers)
      .where(and(audienceWhere(companyId, search), gt(consumers.id, after)))
      .orderBy(asc(consumers.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}

/**
 * Blocks a viewer of the company (their live sessions end, and no new one opens: see openSession)
 * or lets them in again. Null when the company has no such viewer.
 */
export async function setViewerBlocked(
  db: DbExecutor,
  input: { companyId: number; viewerId: number; blocked: boolean; now: Date },
): Promise<{ id: number; blocked: boolean } | null> {
  return db.transaction(async (tx) => {
    const [viewer] = await tx
      .update(consumers)
      .set({ blockedAt: input.blocked ? input.now : null, updatedAt: input.now })
      .where(and(ofCompany(consumers, input.companyId), eq(consumers.id, input.viewerId)))
      .returning({ id: consumers.id, blockedAt: consumers.blockedAt });
    if (!viewer) return null;
    if (input.blocked) {
      await tx
        .update(sessions)
        .set({ endedAt: input.now, endedReason: 'removed' })
        .where(and(eq(sessions.consumerId, viewer.id), isNull(sessions.endedAt)));
    }
    return { id: viewer.id, blocked: viewer.blockedAt !== null };
  });
}
