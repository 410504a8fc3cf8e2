import { z } from 'zod';
import { ZUploadImageRequest } from './company-settings.ts';
import { zId } from './validation.ts';
import {
  DISCONTINUED_STREAM_KINDS,
  resolveStage,
  STREAM_KINDS,
  type StreamKind,
  type Streams,
  ZStreams,
} from './watch.ts';

/**
 * The event editor's extras (issue 20): an uploaded thumbnail and the live page that shows who is watching and switches what plays now.
 */

/** A thumbnail is cut to 16:9, at most this wide; a photo travels as JPEG to stay under the limit. */
export const EVENT_THUMBNAIL_SHAPE = { width: 1280, height: 720 } as const;

/** The cropped picture as a data URL, checked like the company's logo (700 KB, 2048 px a side). */
export const ZUploadEventThumbnailRequest = z.object({ image: ZUploadImageRequest.shape.image.unwrap() });
export const ZUploadEventThumbnailResponse = z.object({ thumbnail_url: z.string() });

/** An event as the live page shows it: its title and its streams. */
export const ZLiveEventResponse = z.object({
  screener_id: zId,
  title: z.string(),
  streams: ZStreams,
});
export type LiveEvent = z.infer<typeof ZLiveEventResponse>;

/** How often the live page asks for the viewer count. */
export const LIVE_COUNTER_REFRESH_MS = 5000;

/** A stream that can be what plays: neither the chat beside the stage nor a discontinued kind. */
export type StageKind = Exclude<StreamKind, 'zoom' | 'jitsi' | 'live_chat'>;

/** The streams a manager can put on stage: the ones the event has. */
export function stageChoices(streams: Streams): StageKind[] {
  return STREAM_KINDS.filter(
    (kind): kind is StageKind =>
      kind !== 'live_chat' && !DISCONTINUED_STREAM_KINDS.includes(kind) && streams[kind] !== undefined,
  );
}

/**
 * The stream change that puts `target` on stage: the movie stream plays when no stream is forced,
 * so choosing it lifts the forced one; any other kind is activated and forced (forcing one unforces
 * the rest). Null when `target` already plays.
 */
export function stageChange(
  streams: Streams,
  target: StageKind,
): { type: StreamKind; active?: boolean; force?: boolean } | null {
  const current = resolveStage(streams, { isVod: false, filmCount: 1 }).main;
  if (current === target) return null;
  if (target === 'movie_stream') return current ? { type: current, force: false } : null;
  return { type: target, active: true, force: true };
}
