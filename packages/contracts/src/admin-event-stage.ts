import { z } from 'zod';
import { zOptionalText } from './optional-text.ts';
import { validationMessage } from './validation.ts';
import { ZStreamKind } from './watch.ts';

/**
 * What the back-office's event editor sets about the watch page (issue 20): the streams on stage
 * and the forced one, live chat, the player rules, donation and Q and A info (spec part 1 §3,
 * part 2 §3, §4.1, §9).
 */

const REQUIRED = validationMessage('validation.required');
const INVALID = validationMessage('validation.invalid_character');
const INVALID_EMAIL = validationMessage('validation.email');

/**
 * The stream kinds a manager may put on stage: those of the spec's list (`STREAM_KINDS` in ui.ts)
 * that are not discontinued; live chat is its own switch beside the chat room.
 */
export const EDITABLE_STREAM_KINDS = [
  'whereby',
  'vimeo_live',
  'facebook_live',
  'youtube_live',
  'live_webinar',
  'daily',
  'custom_embed',
  'media_stream',
  'movie_stream',
] as const;
export type EditableStreamKind = (typeof EDITABLE_STREAM_KINDS)[number];
export const ZEditableStreamKind = z.enum(EDITABLE_STREAM_KINDS);

/** The stream meta field each kind plays from, as the viewer's watch page reads it; none for the movie. */
export const STREAM_FIELDS = [
  'meeting_url',
  'attendee_url',
  'vimeo_live_id',
  'streaming_url',
  'source_code',
] as const;
export type StreamField = (typeof STREAM_FIELDS)[number];
export const STREAM_FIELD_OF: Record<EditableStreamKind, StreamField | null> = {
  whereby: 'meeting_url',
  daily: 'meeting_url',
  live_webinar: 'attendee_url',
  vimeo_live: 'vimeo_live_id',
  youtube_live: 'streaming_url',
  facebook_live: 'streaming_url',
  media_stream: 'streaming_url',
  custom_embed: 'source_code',
  movie_stream: null,
};

export const STREAM_URL_MAX_LENGTH = 2000;
export const STREAM_EMBED_MAX_LENGTH = 20_000;

const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtu\.be)$/i;
const FACEBOOK_HOST = /(^|\.)(facebook\.com|fb\.watch)$/i;
const VIMEO_EVENT_ID = /^\d{1,15}$/;

const zHttps = z.url({ protocol: /^https$/ });
const zHttpsOn = (hostname: RegExp) => z.url({ protocol: /^https$/, hostname });
const isHttps = (value: string): boolean => zHttps.safeParse(value).success;

/**
 * Whether `value` plays as `kind` on the watch page: the same address rules the viewer's page
 * applies, so a saved stream never shows "stream unavailable" for a malformed address.
 */
export function streamValueValid(kind: EditableStreamKind, value: string): boolean {
  switch (kind) {
    case 'whereby':
    case 'daily':
    case 'live_webinar':
      return isHttps(value);
    case 'vimeo_live':
      return VIMEO_EVENT_ID.test(value);
    case 'youtube_live':
      return zHttpsOn(YOUTUBE_HOST).safeParse(value).success;
    case 'facebook_live':
      return zHttpsOn(FACEBOOK_HOST).safeParse(value).success;
    case 'media_stream':
      // A live HLS feed over https, or one served by this site.
      return isHttps(value) || /^\/[^/\s][^\s]*$/.test(value);
    case 'custom_embed':
      // The spec's custom embed is an iframe; the server keeps nothing else of the code.
      return /<iframe[\s>]/i.test(value);
    case 'movie_stream':
      return true;
  }
}

export const ZAdminEventStream = z
  .object({
    type: ZEditableStreamKind,
    active: z.boolean(),
    meeting_url: zOptionalText(STREAM_URL_MAX_LENGTH).default(null),
    attendee_url: zOptionalText(STREAM_URL_MAX_LENGTH).default(null),
    vimeo_live_id: zOptionalText(20).default(null),
    streaming_url: zOptionalText(STREAM_URL_MAX_LENGTH).default(null),
    source_code: zOptionalText(STREAM_EMBED_MAX_LENGTH).default(null),
  })
  .superRefine((stream, context) => {
    const field = STREAM_FIELD_OF[stream.type];
    if (field === null) return;
    const value = stream[field];
    if (value === null) context.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    else if (!streamValueValid(stream.type, value)) {
      context.addIssue({ code: 'custom', path: [field], message: INVALID });
    }
  });
export type AdminEventStream = z.output<typeof ZAdminEventStream>;

export const ZAdminEventStage = z
  .object({
    streams: z.array(ZAdminEventStream).max(EDITABLE_STREAM_KINDS.length, { error: INVALID }),
    /** The stream that takes the stage over the movie; it must be one of `streams` and active. */
    forced_stream: ZEditableStreamKind.nullable(),
    /** The live chat beside the stage (never on an on-demand event, spec part 2 §4.1). */
    live_chat: z.boolean(),
  })
  .superRefine((stage, context) => {
    const seen = new Set<EditableStreamKind>();
    stage.streams.forEach((stream, index) => {
      if (seen.has(stream.type)) {
        context.addIssue({ code: 'custom', path: ['streams', index, 'type'], message: INVALID });
      }
      seen.add(stream.type);
    });
    if (stage.forced_stream === null) return;
    const forced = stage.streams.find((stream) => stream.type === stage.forced_stream);
    if (!forced?.active) context.addIssue({ code: 'custom', path: ['forced_stream'], message: INVALID });
  });
export type AdminEventStage = z.output<typeof ZAdminEventStage>;

/** The player rules: the event configuration and, on the movie stream, no pause. */
export const ZAdminEventPlayer = z.object({
  is_full_screen_mode: z.boolean(),
  no_skip: z.boolean(),
  movie_switching_enabled: z.boolean(),
  no_pause: z.boolean(),
});
export type AdminEventPlayer = z.output<typeof ZAdminEventPlayer>;

const zOptionalEmail = zOptionalText(254).refine((value) => value === null || z.regexes.email.test(value), {
  error: INVALID_EMAIL,
});

const zOptionalHttpsUrl = zOptionalText(STREAM_URL_MAX_LENGTH).refine(
  (value) => value === null || isHttps(value),
  { error: INVALID },
);

/** The donate button's purpose and the address the payment provider's donation form pays. */
export const ZAdminEventDonation = z
  .object({
    enabled: z.boolean(),
    purpose: zOptionalText(250),
    email: zOptionalEmail,
  })
  .superRefine((donation, context) => {
    if (donation.enabled && donation.email === null) {
      context.addIssue({ code: 'custom', path: ['email'], message: REQUIRED });
    }
  });
export type AdminEventDonation = z.output<typeof ZAdminEventDonation>;

/** Q and A info on the event's details (spec part 1 §3); all empty: none shown. */
export const ZAdminEventQaInfo = z.object({
  title: zOptionalText(250),
  message: zOptionalText(2000),
  zoom_link: zOptionalHttpsUrl,
  meeting_id: zOptionalText(100),
  password: zOptionalText(100),
});
export type AdminEventQaInfo = z.output<typeof ZAdminEventQaInfo>;

/**
 * The editor's watch-page groups. Each is optional in a request: a body without one leaves the
 * saved values as they are (and a new event takes the defaults below).
 */
export const adminEventStageFields = {
  stage: ZAdminEventStage.optional(),
  player: ZAdminEventPlayer.optional(),
  donation: ZAdminEventDonation.optional(),
  qa_info: ZAdminEventQaInfo.optional(),
};

/** Rules across the groups, run by the event body's own refinement. */
export function refineEventStage(
  event: { stage?: AdminEventStage | undefined; player?: AdminEventPlayer | undefined },
  context: z.RefinementCtx,
): void {
  // No pause is a rule of the movie stream's player; without that stream it would not be kept.
  if (event.player?.no_pause && event.stage?.streams.every((stream) => stream.type !== 'movie_stream')) {
    context.addIssue({ code: 'custom', path: ['player', 'no_pause'], message: INVALID });
  }
}

/** The groups as the editor reads them back. */
export const ZAdminEventStageView = z.object({
  stage: ZAdminEventStage,
  player: ZAdminEventPlayer,
  donation: ZAdminEventDonation,
  qa_info: ZAdminEventQaInfo,
  /** Streams of discontinued kinds still stored on the event: never shown, never editable. */
  discontinued_streams: z.array(ZStreamKind),
});

export const DEFAULT_EVENT_STAGE: AdminEventStage = {
  streams: [
    {
      type: 'movie_stream',
      active: true,
      meeting_url: null,
      attendee_url: null,
      vimeo_live_id: null,
      streaming_url: null,
      source_code: null,
    },
  ],
  forced_stream: null,
  live_chat: false,
};
export const DEFAULT_EVENT_PLAYER: AdminEventPlayer = {
  is_full_screen_mode: false,
  no_skip: false,
  movie_switching_enabled: false,
  no_pause: false,
};
export const DEFAULT_EVENT_DONATION: AdminEventDonation = { enabled: false, purpose: null, email: null };
export const EMPTY_QA_INFO: AdminEventQaInfo = {
  title: null,
  message: null,
  zoom_link: null,
  meeting_id: null,
  password: null,
};
