import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { consumerIs } from './consumers.ts';
import { consumers } from './schema.ts';

/**
 * Whether the viewer moderates the company's chat room and may watch its events in preview. No
 * back-office call asks this: those take a staff session (docs/decisions/0021-staff-calls.md).
 */
export function isCompanyAdmin(db: DbExecutor, companyId: number, consumerId: number): Promise<boolean> {
  return consumerIs(db, companyId, consumerId, eq(consumers.role, 'company_admin'));
}
