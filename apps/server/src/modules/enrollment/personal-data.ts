import { toApiDateTime } from '@screener/contracts/dates';
import type { DbExecutor } from '../../db/client.ts';
import { viewerRows, viewersActiveSince } from '../../db/viewer-owned.ts';
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
      const rows = await viewerRows(db, enrollments, companyId, consumerId);
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
    activeSince: viewersActiveSince(db, enrollments, [enrollments.createdAt]),
  };
}
