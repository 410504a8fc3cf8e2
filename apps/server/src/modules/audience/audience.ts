import type { Readable } from 'node:stream';
import type { AdminListTotal } from '@screener/contracts/admin-list';
import type { AudienceViewer, ZListAudienceRequest } from '@screener/contracts/audience';
import { toApiDateTime } from '@screener/contracts/dates';
import { formatAmount } from '@screener/contracts/money';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CsvRow, csvStream } from '../../lib/csv-file.ts';
import {
  type AudienceAccount,
  audienceAccountPages,
  listAudienceAccounts,
  setViewerBlocked,
} from '../auth/index.ts';
import { countEnrollmentsByViewer } from '../enrollment/index.ts';
import { sumViewerPurchases } from '../payments/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import { sumViewerWatchSeconds } from '../watch/index.ts';

/** Viewers read and written to the export per page: one page of their holdings in memory at a time. */
export const AUDIENCE_EXPORT_PAGE = 1000;

/** The viewers with what each bought, the events each holds a place in, and how long each watched. */
async function withHoldings(
  db: DbExecutor,
  companyId: number,
  accounts: AudienceAccount[],
): Promise<AudienceViewer[]> {
  const ids = accounts.map((account) => account.id);
  const [bought, enrolled, watched] = await Promise.all([
    sumViewerPurchases(db, companyId, ids),
    countEnrollmentsByViewer(db, companyId, ids),
    sumViewerWatchSeconds(db, companyId, ids),
  ]);
  return accounts.map((account) => ({
    id: account.id,
    email: account.email,
    name: account.name,
    country_code: account.countryCode,
    created_at: toApiDateTime(account.createdAt),
    blocked: account.blockedAt !== null,
    orders: bought.get(account.id)?.orders ?? 0,
    spent_minor: bought.get(account.id)?.spentMinor ?? 0,
    enrollments: enrolled.get(account.id) ?? 0,
    watch_seconds: watched.get(account.id) ?? 0,
  }));
}

/** One page of the company's audience (issue 35), searched by email or name. */
export async function listAudience(
  db: DbExecutor,
  companyId: number,
  query: z.output<typeof ZListAudienceRequest>,
): Promise<{ rows: AudienceViewer[] } & AdminListTotal> {
  const { rows, ...total } = await listAudienceAccounts(db, companyId, query);
  return { rows: await withHoldings(db, companyId, rows), ...total };
}

export const AUDIENCE_CSV_HEADER = [
  'id',
  'email',
  'name',
  'country',
  'registered_at',
  'blocked',
  'orders',
  'spent',
  'enrollments',
  'watch_seconds',
];

/**
 * The company's audience the search finds as a CSV stream: read a page of viewers at a time by
 * id (keyset), each page's holdings beside it, so 100,000 viewers never sit in memory at once.
 */
export function audienceCsv(db: DbExecutor, companyId: number, search: string): Readable {
  async function* pages(): AsyncGenerator<CsvRow[]> {
    for await (const accounts of audienceAccountPages(db, companyId, search, AUDIENCE_EXPORT_PAGE)) {
      const viewers = await withHoldings(db, companyId, accounts);
      yield viewers.map((viewer) => [
        viewer.id,
        viewer.email,
        viewer.name,
        viewer.country_code,
        viewer.created_at,
        viewer.blocked,
        viewer.orders,
        formatAmount(viewer.spent_minor),
        viewer.enrollments,
        viewer.watch_seconds,
      ]);
    }
  }
  return csvStream(AUDIENCE_CSV_HEADER, pages());
}

/**
 * Blocks or unblocks a viewer of the company, in the audit log with the change; another company's
 * viewer is not found.
 */
export async function blockViewer(
  db: DbExecutor,
  input: { companyId: number; viewerId: number; blocked: boolean; actor: AuditActor; now: Date },
): Promise<{ id: number; blocked: boolean }> {
  return db.transaction(async (tx) => {
    const viewer = await setViewerBlocked(tx, input);
    if (!viewer) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: input.blocked ? 'viewer.block' : 'viewer.unblock',
      targetType: 'viewer',
      targetId: viewer.id,
      before: null,
      after: { blocked: viewer.blocked },
      now: input.now,
    });
    return viewer;
  });
}
