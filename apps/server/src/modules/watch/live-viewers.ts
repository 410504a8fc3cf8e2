import { and, countDistinct, eq, gt, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { liveViewers } from './schema.ts';

/** A viewer counts while its socket (or its `update/live_counter` beat) was seen within this window. */
export const LIVE_VIEWER_STALE_MS = 60_000;
/** Each node refreshes `last_seen` of its sockets this often. */
export const LIVE_VIEWER_HEARTBEAT_MS = 20_000;
/** Beats of `update/live_counter` are stored under this node id, one row per session. */
export const HTTP_COUNTER_NODE = 'http';

/** Records (or refreshes) one watching connection. */
export async function touchLiveViewer(
  db: DbExecutor,
  viewer: { screenerId: number; consumerId: number; nodeId: string; socketId: string },
  now: Date,
): Promise<void> {
  await db
    .insert(liveViewers)
    .values({ ...viewer, joinedAt: now, lastSeen: now })
    .onConflictDoUpdate({
      target: [liveViewers.nodeId, liveViewers.socketId],
      set: { screenerId: viewer.screenerId, consumerId: viewer.consumerId, lastSeen: now },
    });
}

export async function removeLiveViewer(
  db: DbExecutor,
  nodeId: string,
  socketId: string,
): Promise<number | null> {
  const [row] = await db
    .delete(liveViewers)
    .where(and(eq(liveViewers.nodeId, nodeId), eq(liveViewers.socketId, socketId)))
    .returning({ screenerId: liveViewers.screenerId });
  return row?.screenerId ?? null;
}

/** A stopping node takes its connections out of the counts. */
export async function removeNodeViewers(db: DbExecutor, nodeId: string): Promise<void> {
  await db.delete(liveViewers).where(eq(liveViewers.nodeId, nodeId));
}

/** Keeps a node's connections counted, and forgets rows nobody refreshed (a node that died). */
export async function heartbeatNode(db: DbExecutor, nodeId: string, now: Date): Promise<void> {
  await db.update(liveViewers).set({ lastSeen: now }).where(eq(liveViewers.nodeId, nodeId));
  await db
    .delete(liveViewers)
    .where(lt(liveViewers.lastSeen, new Date(now.getTime() - LIVE_VIEWER_STALE_MS)));
}

/** How many different consumers watch the event now, over every node. */
export async function countLiveViewers(db: DbExecutor, screenerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(liveViewers.consumerId) })
    .from(liveViewers)
    .where(
      and(
        eq(liveViewers.screenerId, screenerId),
        gt(liveViewers.lastSeen, new Date(now.getTime() - LIVE_VIEWER_STALE_MS)),
      ),
    );
  return row?.value ?? 0;
}
