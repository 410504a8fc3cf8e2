import { toApiDateTime } from '@screener/contracts/dates';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { enrollments } from './schema.ts';

/**
 * The viewer's places in events. An enrolment names no one by itself (it points at the viewer's
 * row, which erasure anonymises), so erasing leaves it: the events' counts stay true.
 */
export function enrollmentPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'enrollments',
    async export(companyId, consumerId) {
      const rows = await db
        .select()
        .from(enrollments)
        .where(and(ofCompany(enrollments, companyId), eq(enrollments.consumerId, consumerId)))
        .orderBy(enrollments.id);
      return rows.map((row) => ({
        event_id: row.screenerId,
        purchase_id: row.purchaseId,
        event_type: row.eventType,
        via_subscription: row.viaSubscription,
        window_starts_at: row.eventStartsAt && toApiDateTime(row.eventStartsAt),
        window_ends_at: row.eventEndsAt && toApiDateTime(row.eventEndsAt),
        enrolled_at: toApiDateTime(row.createdAt),
      }));
    },
    async erase() {},
    async activeSince(companyId, consumerIds, since) {
      if (consumerIds.length === 0) return [];
      const rows = await db
        .select({ id: enrollments.consumerId })
        .from(enrollments)
        .where(
          and(
            ofCompany(enrollments, companyId),
            inArray(enrollments.consumerId, consumerIds),
            gte(enrollments.createdAt, since),
          ),
        )
        .groupBy(enrollments.consumerId);
      return rows.map((row) => row.id);
    },
  };
}
