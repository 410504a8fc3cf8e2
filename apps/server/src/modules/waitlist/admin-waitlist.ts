import { toApiDateTime } from '@screener/contracts/dates';
import type { AdminWaitlistEntry } from '@screener/contracts/waitlist';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumerContacts } from '../auth/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { waitlistEntries } from './schema.ts';

/** How many entries the back-office lists, oldest first: a line longer than this is not read. */
const LIST_LIMIT = 1000;

/**
 * `admin/waitlist/list`: the event's line in order of joining with each entry's offer, the ones
 * that left it included; the waiting ones numbered by their place.
 */
export async function listEventWaitlist(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<{ screener_id: number; title: string; capacity: number | null; entries: AdminWaitlistEntry[] }> {
  const [event] = await findScreenerRows(db, companyId, [screenerId]);
  if (!event) throw new AppError('NOT_FOUND');
  const contacts = consumerContacts(db);
  const rows = await db
    .select({
      entry: waitlistEntries,
      email: sql<string>`coalesce(${contacts.contactEmail}, ${contacts.email}, '')`,
      name: contacts.name,
    })
    .from(waitlistEntries)
    .innerJoin(contacts, eq(contacts.id, waitlistEntries.consumerId))
    .where(and(ofCompany(waitlistEntries, companyId), eq(waitlistEntries.screenerId, screenerId)))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(LIST_LIMIT);
  let waiting = 0;
  return {
    screener_id: screenerId,
    title: event.title,
    capacity: event.limitation,
    entries: rows.map(({ entry, email, name }) => ({
      id: entry.id,
      position: entry.status === 'waiting' ? ++waiting : null,
      consumer: { id: entry.consumerId, name: name ?? '', email },
      status: entry.status,
      joined_at: toApiDateTime(entry.joinedAt),
      offered_at: toApiDateTimeOrNull(entry.offeredAt),
      offer_expires_at: toApiDateTimeOrNull(entry.offerExpiresAt),
      claimed_at: toApiDateTimeOrNull(entry.claimedAt),
      closed_at: toApiDateTimeOrNull(entry.closedAt),
    })),
  };
}
