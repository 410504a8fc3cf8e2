import {
  type AdminEventPlayer,
  type AdminEventStage,
  type AdminEventStream,
  EDITABLE_STREAM_KINDS,
  type EditableStreamKind,
  STREAM_FIELD_OF,
} from '@screener/contracts/admin-event-stage';
import { isDiscontinuedStreamKind } from '@screener/contracts/ui';
import type { StreamKind, StreamMeta, Streams } from '@screener/contracts/watch';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { streams } from './schema.ts';
import { applyStreamChange, listStreams } from './streams.ts';

function streamOf(type: EditableStreamKind, active: boolean, meta: StreamMeta): AdminEventStream {
  const field = STREAM_FIELD_OF[type];
  const value = field ? (meta[field] ?? null) : null;
  return {
    type,
    active,
    meeting_url: field === 'meeting_url' ? value : null,
    attendee_url: field === 'attendee_url' ? value : null,
    vimeo_live_id: field === 'vimeo_live_id' ? value : null,
    streaming_url: field === 'streaming_url' ? value : null,
    source_code: field === 'source_code' ? value : null,
  };
}

/** An event's streams as the back-office's editor shows them. */
export async function readEventStage(
  db: DbExecutor,
  screenerId: number,
): Promise<{ stage: AdminEventStage; noPause: boolean; discontinued: StreamKind[] }> {
  const stored = await listStreams(db, screenerId);
  const kinds = EDITABLE_STREAM_KINDS.filter((kind) => stored[kind] !== undefined);
  return {
    stage: {
      streams: kinds.map((kind) => {
        const stream = stored[kind];
        return streamOf(kind, stream?.active ?? false, stream?.content ?? {});
      }),
      // The viewer's stage only obeys an active forced stream (spec part 2 §4.1).
      forced_stream: kinds.find((kind) => stored[kind]?.force && stored[kind]?.active) ?? null,
      live_chat: stored.live_chat?.active ?? false,
    },
    noPause: stored.movie_stream?.content.no_pause === true,
    discontinued: (Object.keys(stored) as StreamKind[]).filter(isDiscontinuedStreamKind),
  };
}

/**
 * Replaces an event's streams with the editor's, by the same rules as the live stream change
 * (`applyStreamChange`): meta merged, one forced stream at most. Streams the editor dropped are
 * deleted; discontinued ones are left as they are (the stage never shows them). The player's
 * no pause and no skip are the movie stream's meta too, kept equal to the editor's switches since
 * the viewer's player obeys either. Answers the streams as they now are, for the open watch pages.
 */
export async function writeEventStage(
  tx: DbExecutor,
  screenerId: number,
  change: { stage?: AdminEventStage | undefined; player?: AdminEventPlayer | undefined },
): Promise<Streams | null> {
  const { stage, player } = change;
  if (!stage && !player) return null;
  if (stage) {
    const kept = stage.streams.map((stream) => stream.type);
    const dropped = EDITABLE_STREAM_KINDS.filter((kind) => !kept.includes(kind));
    if (dropped.length > 0) {
      await tx.delete(streams).where(and(eq(streams.screenerId, screenerId), inArray(streams.type, dropped)));
    }
    // The forced stream last: forcing it un-forces every other.
    const ordered = [...stage.streams].sort(
      (a, b) => Number(a.type === stage.forced_stream) - Number(b.type === stage.forced_stream),
    );
    for (const stream of ordered) {
      const field = STREAM_FIELD_OF[stream.type];
      await applyStreamChange(tx, screenerId, {
        type: stream.type,
        active: stream.active,
        force: stream.type === stage.forced_stream,
        meta: field ? { [field]: stream[field] } : {},
      });
    }
    await applyStreamChange(tx, screenerId, { type: 'live_chat', active: stage.live_chat, force: false });
  }
  const current = await listStreams(tx, screenerId);
  if (player && current.movie_stream) {
    await applyStreamChange(tx, screenerId, {
      type: 'movie_stream',
      meta: { no_pause: player.no_pause, no_skip: player.no_skip },
    });
    return listStreams(tx, screenerId);
  }
  return current;
}
