import type { RestViewer } from '@screener/contracts/api-keys';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { consumers } from './schema.ts';

/** `GET /api/v1/viewers`: the company's viewers by id, a page after `afterId`. */
export async function restViewers(
  db: Db,
  companyId: number,
  afterId: number,
  limit: number,
): Promise<RestViewer[]> {
  const rows = await db
    .select()
    .from(consumers)
    .where(and(ofCompany(consumers, companyId), eq(consumers.role, 'consumer'), gt(consumers.id, afterId)))
    .orderBy(asc(consumers.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    email: row.contactEmail ?? row.email,
    name: row.name,
    language: row.language,
    created_at: toApiDateTime(row.createdAt),
  }));
}
