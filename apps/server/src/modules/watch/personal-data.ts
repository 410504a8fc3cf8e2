import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewersActiveSince } from '../../db/viewer-owned.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { analyticsEvents, liveViewers, playerStates } from './schema.ts';

/**
 * What the viewer watched: seconds per event, and where the player stands. Erasing detaches the
 * player's beats from the viewer (the company's watch figures keep their seconds, country and
 * device) and forgets the player's places.
 */
export function watchPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'watching',
    async export(companyId, consumerId) {
      const rows = await db
        .select({
          eventId: analyticsEvents.screenerId,
          seconds: sql<number>`sum(${analyticsEvents.watchSeconds})::int`,
        })
        .from(analyticsEvents)
        .where(
          and(
            ofCompany(analyticsEvents, companyId),
            eq(analyticsEvents.consumerId, consumerId),
            eq(analyticsEvents.entityType, 'event'),
          ),
        )
        .groupBy(analyticsEvents.screenerId)
        .orderBy(analyticsEvents.screenerId);
      return rows.map((row) => ({ event_id: row.eventId, watch_seconds: row.seconds }));
    },
    async erase(companyId, consumerId, tx) {
      await tx
        .update(analyticsEvents)
        .set({ consumerId: null })
        .where(and(ofCompany(analyticsEvents, companyId), eq(analyticsEvents.consumerId, consumerId)));
      await tx.delete(playerStates).where(eq(playerStates.consumerId, consumerId));
      await tx.delete(liveViewers).where(eq(liveViewers.consumerId, consumerId));
    },
    activeSince: viewersActiveSince(db, analyticsEvents, [analyticsEvents.createdAt]),
  };
}
