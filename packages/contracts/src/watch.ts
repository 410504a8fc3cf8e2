import { z } from 'zod';
import { ZApiDateTime } from './dates.ts';
import { ZFilm, ZScreener } from './screener.ts';
import { zId } from './validation.ts';

/** The stream kinds shown in a frame (spec part 2 §9), each from its own field of the stream meta. */
export const EMBED_KINDS = [
  'whereby',
  'vimeo_live',
  'facebook_live',
  'youtube_live',
  'live_webinar',
  'daily',
  'custom_embed',
] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** Stream kinds of spec part 2 §9; zoom and jitsi are discontinued and never reach the stage. */
export const STREAM_KINDS = [
  'zoom',
  'jitsi',
  ...EMBED_KINDS,
  'media_stream',
  'movie_stream',
  'live_chat',
] as const;
export const ZStreamKind = z.enum(STREAM_KINDS);
export type StreamKind = z.infer<typeof ZStreamKind>;

export const DISCONTINUED_STREAM_KINDS: readonly StreamKind[] = ['zoom', 'jitsi'];

/** Stream meta (spec part 2 §3). */
export const ZStreamMeta = z.object({
  meeting_url: z.string().max(2000).nullish(),
  vimeo_live_id: z.string().max(200).nullish(),
  content: z.string().max(5000).nullish(),
  attendee_url: z.string().max(2000).nullish(),
  source_code: z.string().max(20_000).nullish(),
  streaming_url: z.string().max(2000).nullish(),
  no_skip: z.boolean().optional(),
  no_pause: z.boolean().optional(),
  selected_media_id: zId.nullish(),
});
export type StreamMeta = z.infer<typeof ZStreamMeta>;

export const ZStream = z.object({ active: z.boolean(), force: z.boolean(), content: ZStreamMeta });
export type Stream = z.infer<typeof ZStream>;

/** An event's streams keyed by kind, as the screener carries them. */
export const ZStreams = z.partialRecord(ZStreamKind, ZStream);
export type Streams = z.infer<typeof ZStreams>;

export type Stage = {
  /** What the stage shows: the forced stream, else the movie stream; null when neither exists. */
  main: StreamKind | null;
  liveChat: boolean;
  playlist: boolean;
};

/**
 * The stage of the watch page (spec part 2 §4.1): discontinued kinds are dropped; a forced active
 * stream wins, else the movie stream; live chat only when its stream is active and the event is
 * not on demand; the playlist only with several films and the movie stream on stage.
 */
export function resolveStage(streams: Streams, event: { isVod: boolean; filmCount: number }): Stage {
  const usable = STREAM_KINDS.filter(
    (kind) =>
      !DISCONTINUED_STREAM_KINDS.includes(kind) && kind !== 'live_chat' && streams[kind] !== undefined,
  );
  const forced = usable.find((kind) => streams[kind]?.force && streams[kind]?.active);
  const main = forced ?? (streams.movie_stream ? 'movie_stream' : null);
  return {
    main,
    liveChat: Boolean(streams.live_chat?.active) && !event.isVod,
    playlist: main === 'movie_stream' && event.filmCount > 1,
  };
}

/** Player config per event (spec part 2 §3), kept per viewer and restored on any device. */
export const ZPlayerState = z.object({
  screener_id: zId,
  currentMovieIndex: z.number().int().min(0).max(1000),
  currentTime: z
    .number()
    .min(0)
    .max(7 * 24 * 3600),
  prerollEnded: z.boolean(),
  subtitle_lang: z.string().min(2).max(12),
  resolution: z.string().min(1).max(12),
});
export type PlayerState = z.infer<typeof ZPlayerState>;
/** Player defaults (spec part 2 §9): subtitle English, resolution auto. */
export const DEFAULT_PLAYER_STATE: Omit<PlayerState, 'screener_id'> = {
  currentMovieIndex: 0,
  currentTime: 0,
  prerollEnded: false,
  subtitle_lang: 'en',
  resolution: 'auto',
};
/**
 * Where a film resumes from a saved position: from the start when the position is at its end or in
 * its last moments (the credits: 5% of the film, at least 5 seconds and at most 2 minutes), which
 * count as the film watched, so a viewer who comes back is not dropped at the last frame.
 */
export function resumeTime(savedSeconds: number, durationSeconds: number | null): number {
  if (durationSeconds === null || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    return savedSeconds;
  const credits = Math.max(5, Math.min(durationSeconds * 0.05, 120));
  return savedSeconds >= durationSeconds - credits ? 0 : savedSeconds;
}

export const ZGetPlayerStateRequest = z.object({ screener_id: z.coerce.number().int().min(1) });
export const ZPlayerStateResponse = z.object({ player_state: ZPlayerState });

export const LIVE_CHAT_PAGE_SIZE = 20;
export const LIVE_CHAT_MAX_LENGTH = 1000;

/** Live chat message (spec part 2 §3): `key` is its id, `date` when it was sent. */
/**
 * A live chat message. The spec's wire names the author by email; the room shows every message to
 * everyone in it, so the author travels as the display name (null: none given) and the account's
 * public uuid, by which a viewer tells its own messages.
 */
export const ZLiveChatMessage = z.object({
  key: z.number().int(),
  user: z.object({ uuid: z.string().nullable(), name: z.string().nullable() }),
  content: z.string(),
  date: ZApiDateTime,
});
export type LiveChatMessage = z.infer<typeof ZLiveChatMessage>;
export const ZLiveChatContent = z.string().trim().min(1).max(LIVE_CHAT_MAX_LENGTH);

/** Support notice limits (spec part 2 §7.5). */
export const SUPPORT_NOTICE_LIMITS = { title: 50, body: 500 } as const;
export const ZSupportNotice = z.object({
  title: z.string().trim().min(1).max(SUPPORT_NOTICE_LIMITS.title),
  body: z.string().trim().min(1).max(SUPPORT_NOTICE_LIMITS.body),
});
export type SupportNotice = z.infer<typeof ZSupportNotice>;
export const ZSupportNoticeResponse = z.object({ ok: z.literal(true) });

/** Analytics (spec part 2 §7.4): posted every 10 s. */
export const ANALYTICS_INTERVAL_SECONDS = 10;
const ZAnalyticsCommon = z.object({
  userId: z.number().int().nullish(),
  /** Seconds watched since the last beat; a beat covers at most a few intervals. */
  watchSeconds: z
    .number()
    .min(0)
    .max(ANALYTICS_INTERVAL_SECONDS * 6),
  sessionId: z.string().min(1).max(100),
  key: z.string().max(200).nullish(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .nullish(),
  frequency: z.number().min(0).max(3600).nullish(),
  device: z.string().max(100).nullish(),
  env: z.string().max(40).nullish(),
});
export const ZAnalyticsEventBody = ZAnalyticsCommon.extend({
  entityType: z.literal('event'),
  /** The event (screener) id. */
  entityId: zId,
  playLength: z.literal(0),
});
export const ZAnalyticsVideoBody = ZAnalyticsCommon.extend({
  entityType: z.literal('video'),
  /** The film id. */
  entityId: zId,
  /** The current time in the film, seconds. */
  playLength: z
    .number()
    .min(0)
    .max(7 * 24 * 3600),
  screener_id: zId,
});
export const ZAnalyticsBody = z.discriminatedUnion('entityType', [ZAnalyticsEventBody, ZAnalyticsVideoBody]);
export type AnalyticsBody = z.infer<typeof ZAnalyticsBody>;
/** One beat posts the event body and the video body together (or one body alone). */
export const ZTrackAnalyticsRequest = z.union([ZAnalyticsBody, z.array(ZAnalyticsBody).min(1).max(10)]);
export const ZTrackAnalyticsResponse = z.object({ stored: z.number().int() });

export const ANALYTICS_GROUPS = ['film', 'event', 'country', 'device'] as const;
export const ZAnalyticsSummaryRequest = z.object({
  from: ZApiDateTime.optional(),
  to: ZApiDateTime.optional(),
});
const ZWatchRow = z.object({ key: z.string(), watch_seconds: z.number() });
export const ZAnalyticsSummaryResponse = z.object({
  by_film: z.array(ZWatchRow),
  by_event: z.array(ZWatchRow),
  by_country: z.array(ZWatchRow),
  by_device: z.array(ZWatchRow),
});
export type AnalyticsSummary = z.infer<typeof ZAnalyticsSummaryResponse>;

export const ZScreenerIdRequest = z.object({ screener_id: z.coerce.number().int().min(1) });

export const ZMarkFirstWatchResponse = z.object({
  event_starts_at: ZApiDateTime.nullable(),
  event_ends_at: ZApiDateTime.nullable(),
});
export const ZExternalSrcUrlResponse = z.object({ url: z.string().url(), expires_at: ZApiDateTime });

export const ZLiveCounterRequest = z.object({ screener_id: z.coerce.number().int().min(1) });
export const ZLiveCounterResponse = z.object({ screener_id: zId, count: z.number().int() });

/** A company administrator changes a stream of an event (activate, force, meta). */
export const ZChangeStreamRequest = z.object({
  type: ZStreamKind.refine((kind) => !DISCONTINUED_STREAM_KINDS.includes(kind), {
    error: 'This stream kind is discontinued',
  }),
  active: z.boolean().optional(),
  force: z.boolean().optional(),
  meta: ZStreamMeta.optional(),
});
export const ZChangeStreamResponse = z.object({ streams: ZStreams });

/** Realtime requests a watching client sends (acknowledged with an `{ok, error?}` or data). */
export const WATCH_SOCKET = {
  join: 'screener:join',
  leave: 'screener:leave',
  chatSend: 'live-chat:send',
  chatMore: 'live-chat:more',
} as const;
export const ZJoinScreener = z.object({
  screener_id: zId,
  preview: z.boolean().optional(),
});
export const ZChatSend = z.object({ screener_id: zId, content: ZLiveChatContent });
export const ZChatMore = z.object({ screener_id: zId, before: zId });

/** The acknowledgements of those requests; a refusal carries a code of the error catalogue. */
const ZWatchSocketRefusal = z.object({
  ok: z.literal(false),
  error: z.object({ code: z.number().int(), message: z.string() }),
});
export const ZJoinScreenerReply = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    messages: z.array(ZLiveChatMessage),
    count: z.number().int(),
    /** The event's streams as of the join: a change made before it reached no `stream.changed`. */
    streams: ZStreams,
  }),
  ZWatchSocketRefusal,
]);
export const ZChatSendReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: ZLiveChatMessage }),
  ZWatchSocketRefusal,
]);
export const ZChatMoreReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), messages: z.array(ZLiveChatMessage) }),
  ZWatchSocketRefusal,
]);

/** Subtitle (spec part 2 §3): a WebVTT track of a film. */
export const ZSubtitle = z.object({ lang_subtitle: z.string(), src_subtitle: z.string() });

/** `screenings/getAndEnforce`: the event with what the watch page plays, after the watch rule passed. */
export const ZGetAndEnforceRequest = z.object({
  id: z.coerce.number().int().min(1),
  /** A company administrator's preview (spec part 2 §4.1, §6). */
  preview: z.boolean().optional(),
});
/** A film's playable movie (spec part 2 §3 "Film: ... screener_media"): its media id, path and length. */
export const ZScreenerMedia = z.object({
  id: zId,
  /** The same `/media/<screener_id>/...m3u8` path as the event's `screener_urls` gives for the film. */
  url: z.string(),
  duration_seconds: z.number().int().nullable(),
});
export type ScreenerMedia = z.infer<typeof ZScreenerMedia>;
/** A film as the watch page gets it: with its movie, null while it transcodes or when it has none. */
export const ZWatchFilm = ZFilm.extend({ screener_media: ZScreenerMedia.nullable() });

export const ZWatchScreener = ZScreener.extend({
  films: z.array(ZWatchFilm),
  /** The films' ids in playlist order (spec part 2 §3 "films[], film_ids"). */
  film_ids: z.array(z.number().int()),
  /** The company's logo, as its `logo_url` (spec part 2 §3 "thumbnail_url, company_logo"). */
  company_logo: z.string().nullable(),
  streams: ZStreams,
  /** The movie of each film by film id: a `/media/<screener_id>/...m3u8` path below the stream cookie. */
  screener_urls: z.record(z.string(), z.string()),
  /**
   * The text's second set of movie addresses (spec part 2 §3 "screener_urls, mew_server_urls"):
   * this server delivers every movie itself, so these are the same paths as `screener_urls`.
   */
  mew_server_urls: z.record(z.string(), z.string()),
  /** The pre-roll of each film that has one, by film id. */
  pre_roll: z.record(z.string(), z.string()),
  subtitles: z.record(z.string(), z.array(ZSubtitle)),
  /** An on-demand rental not started yet: Watch now (markFirstWatch) comes first. */
  first_watch_required: z.boolean(),
  is_subscribed: z.boolean(),
  /** When watching must stop (the rental end, or start plus tolerance); null: no limit. */
  window_ends_at: ZApiDateTime.nullable(),
});
export type StreamCookieResponse = z.infer<typeof ZStreamCookieResponse>;
export type WatchScreener = z.infer<typeof ZWatchScreener>;
export const ZGetAndEnforceResponse = z.object({ screener: ZWatchScreener });

/**
 * The stream cookie (`GET /stream/setCookie/<auth>`, spec part 2 §7.1) lives 10 minutes. Media
 * requests renew it in its last half; a paused player makes none, so the watch page asks again
 * every half lifetime and the cookie never lapses while the page is open.
 */
export const STREAM_COOKIE_TTL_MS = 10 * 60_000;
export const STREAM_COOKIE_RENEW_MS = STREAM_COOKIE_TTL_MS / 2;
/** What setCookie answers: the event and the end of the viewer's watch window, if any. */
export const ZStreamCookieResponse = z.object({
  screener_id: zId,
  window_ends_at: ZApiDateTime.nullable(),
});
