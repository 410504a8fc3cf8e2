import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { consumers } from './schema.ts';

/**
 * Whether the viewer moderates the company's chat room and may watch its events in preview. No
 * back-office call asks this: those take a staff session (docs/decisions/0021-staff-calls.md).
 */
export async function isCompanyAdmin(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(
      and(eq(consumers.id, consumerId), ofCompany(consumers, companyId), eq(consumers.role, 'company_admin')),
    )
    .limit(1);
  return row !== undefined;
}
