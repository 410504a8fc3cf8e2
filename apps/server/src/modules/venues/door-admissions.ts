import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { bookings } from './schema.ts';

/** Whether a ticket of the viewer for the event was admitted at the door. */
export async function wasAdmittedAtDoor(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ofCompany(bookings, input.companyId),
        eq(bookings.screenerId, input.screenerId),
        eq(bookings.consumerId, input.consumerId),
        isNotNull(bookings.admittedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The viewers whose ticket for the event was admitted at the door. */
export async function listAdmittedViewers(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<number[]> {
  const rows = await db
    .select({ consumerId: bookings.consumerId })
    .from(bookings)
    .where(
      and(
        ofCompany(bookings, companyId),
        eq(bookings.screenerId, screenerId),
        isNotNull(bookings.admittedAt),
      ),
    )
    .groupBy(bookings.consumerId)
    .orderBy(bookings.consumerId);
  return rows.map((row) => row.consumerId);
}
