import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumers } from './schema.ts';
import { isFullSession, type SessionRow } from './sessions.ts';

/** The addresses of a company's administrators, who receive its mail when it set no contact address. */
export async function listCompanyAdminEmails(db: DbExecutor, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ email: consumers.email })
    .from(consumers)
    .where(and(eq(consumers.companyId, companyId), eq(consumers.role, 'company_admin')))
    .orderBy(asc(consumers.id));
  return rows.map((row) => row.email);
}

/** Whether the consumer is an administrator of the company. */
export async function isCompanyAdmin(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(
      and(
        eq(consumers.id, consumerId),
        eq(consumers.companyId, companyId),
        eq(consumers.role, 'company_admin'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Company-administrator calls: only the administrator's own full session. A link or preview
 * session is limited to what its link grants, whoever it names, so it is refused like anyone else.
 */
export async function requireCompanyAdmin(
  db: DbExecutor,
  companyId: number,
  session: SessionRow,
): Promise<void> {
  const allowed =
    isFullSession(session) &&
    session.companyId === companyId &&
    (await isCompanyAdmin(db, companyId, session.consumerId));
  if (!allowed) throw new AppError('FORBIDDEN');
}
