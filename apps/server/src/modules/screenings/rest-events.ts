import type { RestEvent } from '@screener/contracts/api-keys';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screeners } from './schema.ts';

/** `GET /api/v1/events`: the company's events by id, a page after `afterId`. */
export async function restEvents(
  db: Db,
  companyId: number,
  afterId: number,
  limit: number,
): Promise<RestEvent[]> {
  const rows = await db
    .select()
    .from(screeners)
    .where(and(ofCompany(screeners, companyId), gt(screeners.id, afterId)))
    .orderBy(asc(screeners.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    starts_at: toApiDateTime(row.screeningStartsAt),
    ends_at: toApiDateTime(row.screeningEndsAt),
    created_at: toApiDateTime(row.createdAt),
  }));
}
