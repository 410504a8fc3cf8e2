import { DEFAULT_LANGUAGE, type LanguageCode } from './language.ts';

/** Interface constants of spec part 1 §9 and part 2 §9 that the server also needs (page sizes, limits). */

export const DEFAULT_LOCALE: LanguageCode = DEFAULT_LANGUAGE;
export const DEFAULT_COUNTRY_CODE = 'GB';

export const BREAKPOINTS = { xs: 360, mobile: 959 } as const;

export const PAGE_SIZES = { dashboard: 4, list: 20, geoCatalogue: 10 } as const;
export const PAGINATION_VISIBLE_PAGES = 7;

export const SNACKBAR_DURATION_MS = 5000;
export const TOAST_DURATION_MS = 10_000;
export const ANALYTICS_INTERVAL_SECONDS = 10;
export const TOAST_LIMITS = { title: 50, body: 500 } as const;

export const DIALOG_WIDTH_PX = 500;

/** Payment frames, width × height in px: the card 3-D Secure check and the Israeli provider's page. */
export const PAYMENT_FRAMES = {
  card3ds: { width: 600, height: 400 },
  israeliProvider: { width: 770, height: 625 },
} as const;

/** Player heights; narrow screens (under `narrowBelowWidthPx`) use `narrowVh`. */
export const PLAYER_HEIGHTS = {
  iframePx: 600,
  playerVh: 60,
  fullScreenVh: 98,
  narrowVh: 40,
  narrowBelowWidthPx: 600,
} as const;
export const PLAYER_DEFAULTS = { muted: false, subtitleLanguage: 'en', resolution: 'auto' } as const;
export const HLS_BUFFER_SECONDS = { max: 20, back: 18 } as const;

/** Live chat loads 20 messages, pages by 20, and loads more within 100 px of the top. */
export const LIVE_CHAT = { initialLoad: 20, pageSize: 20, loadMoreTriggerPx: 100 } as const;
export const CHAT_IMAGE = { maxBytes: 2 * 1024 * 1024, sizePx: 300 } as const;

export const CHAT_REACTIONS = [
  { name: 'thumbs_up', emoji: '👍' },
  { name: 'heart', emoji: '❤️' },
  { name: 'laugh', emoji: '😂' },
  { name: 'surprise', emoji: '😮' },
  { name: 'sad', emoji: '😢' },
  { name: 'pray', emoji: '🙏' },
] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number]['name'];

export const DATA_RETENTION_YEARS = 5;
export const PRIVACY_POLICY = { version: '1.5', date: '2024-06-18' } as const;

/** Stream kinds an event may carry; discontinued ones are dropped from the stage (spec part 2 §4.1). */
export const STREAM_KINDS = [
  { kind: 'zoom', discontinued: true },
  { kind: 'jitsi', discontinued: true },
  { kind: 'whereby', discontinued: false },
  { kind: 'vimeo_live', discontinued: false },
  { kind: 'facebook_live', discontinued: false },
  { kind: 'youtube_live', discontinued: false },
  { kind: 'live_webinar', discontinued: false },
  { kind: 'daily', discontinued: false },
  { kind: 'custom_embed', discontinued: false },
  { kind: 'media_stream', discontinued: false },
  { kind: 'movie_stream', discontinued: false },
  { kind: 'live_chat', discontinued: false },
] as const;
export type StreamKind = (typeof STREAM_KINDS)[number]['kind'];

export function isDiscontinuedStreamKind(kind: string): boolean {
  return STREAM_KINDS.some((entry) => entry.kind === kind && entry.discontinued);
}
