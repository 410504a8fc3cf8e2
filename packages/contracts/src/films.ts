import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { adminFieldMessage } from './admin-messages.ts';
import { zOptionalText } from './optional-text.ts';
import { type Translations, zTranslations, zTranslationsView } from './translations.ts';
import { validationMessage, zId, zRequiredString } from './validation.ts';

/**
 * The back-office's films (issue 20): what staff with the `content` permission create and edit,
 * and the state of each film's uploaded movie on its way to an HLS ladder.
 */

const maxLength = (length: number) => validationMessage('validation.max_length', { length });

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_ID = /^[\w-]{6,20}$/;

/** What can be wrong with a trailer link (spec part 2 §5): each is one of the back-office's field messages. */
export type FilmValidationKey = 'url' | 'trailer_provider' | 'trailer_embed';

/**
 * Why a trailer link cannot be shown (spec part 2 §5: YouTube or Vimeo only), or null when it can:
 * not an https address at all; another site; or a YouTube or Vimeo page that names no video.
 */
export function trailerLinkProblem(link: string): FilmValidationKey | null {
  // Read by hand: the contracts run where no URL class is declared (no DOM or Node types).
  const url = /^https?:\/\/([^/?#\s:@]+)(?::\d+)?([^?#\s]*)(\?[^#\s]*)?(#\S*)?$/i.exec(link);
  if (!url) return 'url';
  const host = (url[1] ?? '').toLowerCase();
  const segments = (url[2] ?? '').split('/').filter(Boolean);
  const query = url[3] ?? '';
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'embed' || segments[0] === 'shorts'
          ? segments[1]
          : /[?&]v=([^&]+)/.exec(query)?.[1];
    return id && VIDEO_ID.test(id) ? null : 'trailer_embed';
  }
  if (VIMEO_HOSTS.has(host)) {
    return segments.some((segment) => /^\d+$/.test(segment)) ? null : 'trailer_embed';
  }
  return 'trailer_provider';
}

export const zTrailerLink = z
  .string()
  .trim()
  .max(500, { error: maxLength(500) })
  .superRefine((value, context) => {
    const problem = value === '' ? null : trailerLinkProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: adminFieldMessage(problem) });
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A picture of the film: an uploaded thumbnail of this site, or an https address. */
export const zThumbnailUrl = z
  .string()
  .trim()
  .max(500, { error: maxLength(500) })
  .refine(
    (value) => value === '' || /^(https:\/\/\S+|\/uploads\/film-thumbnails\/[0-9a-f]{32}\.jpg)$/.test(value),
    {
      error: adminFieldMessage('url'),
    },
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const FILM_TITLE_MAX_LENGTH = 250;
export const FILM_SYNOPSIS_MAX_LENGTH = 5000;

/** A film's texts a language may have of its own (issue 38): the default's, field by field. */
export const FILM_TEXT_FIELDS = ['title', 'synopsis'] as const;
export type FilmTexts = Record<(typeof FILM_TEXT_FIELDS)[number], string | null>;
export type FilmTranslations = Translations<FilmTexts>;
export const ZFilmTranslations = zTranslations({
  title: zOptionalText(FILM_TITLE_MAX_LENGTH),
  synopsis: zOptionalText(FILM_SYNOPSIS_MAX_LENGTH),
});

export const ZFilmForm = z.object({
  title: zRequiredString.max(FILM_TITLE_MAX_LENGTH, { error: maxLength(FILM_TITLE_MAX_LENGTH) }),
  subtitle: zOptionalText(250),
  director: zOptionalText(250),
  producer: zOptionalText(250),
  synopsis: z
    .string()
    .trim()
    .max(FILM_SYNOPSIS_MAX_LENGTH, { error: maxLength(FILM_SYNOPSIS_MAX_LENGTH) }),
  thumbnail_url: zThumbnailUrl,
  trailer_url: zTrailerLink,
  /** The texts of the company's other languages, by language code; left out, an edit keeps the saved ones. */
  translations: ZFilmTranslations.optional(),
});
export type FilmForm = z.input<typeof ZFilmForm>;
export type FilmFields = z.output<typeof ZFilmForm>;

/** Where a film's movie, trailer or pre-roll stands: none uploaded, transcoding (with its percent), ready or failed. */
export const MOVIE_STATES = ['none', 'processing', 'ready', 'failed'] as const;
export type MovieState = (typeof MOVIE_STATES)[number];

/** What an upload becomes: the film itself, its trailer, or the pre-roll played before it. */
export const FILM_MEDIA_KINDS = ['movie', 'trailer', 'pre_roll'] as const;
export type FilmMediaKind = (typeof FILM_MEDIA_KINDS)[number];
/** The kinds the back-office may remove; a movie is only replaced, since events play it. */
export const REMOVABLE_MEDIA_KINDS = ['trailer', 'pre_roll'] as const;

export const ZFilmMedia = z.object({
  state: z.enum(MOVIE_STATES),
  media_id: zId.nullable(),
  /** 0 to 100 while processing. */
  progress: z.number().int().min(0).max(100),
  duration_seconds: z.number().int().nullable(),
  /** ffmpeg's own words when the transcode failed. */
  error: z.string().nullable(),
});
export type FilmMedia = z.infer<typeof ZFilmMedia>;

/** A subtitle language of a film, by its ISO 639 code; the back-office names it in its own language. */
export const ZFilmSubtitle = z.object({ lang: z.string(), uploaded_at: z.string() });
export type FilmSubtitle = z.infer<typeof ZFilmSubtitle>;

export const ZAdminFilm = z.object({
  id: zId,
  title: z.string(),
  subtitle: z.string().nullable(),
  director: z.string().nullable(),
  producer: z.string().nullable(),
  synopsis: z.string(),
  thumbnail_url: z.string().nullable(),
  trailer_url: z.string().nullable(),
  /** The pictures the transcode took from the movie, to choose a thumbnail from. */
  thumbnails: z.array(z.string()),
  movie: ZFilmMedia,
  trailer: ZFilmMedia,
  pre_roll: ZFilmMedia,
  subtitles: z.array(ZFilmSubtitle),
  updated_at: z.string(),
  translations: zTranslationsView({ title: z.string().nullable(), synopsis: z.string().nullable() }),
});
export type AdminFilm = z.infer<typeof ZAdminFilm>;

export const ZAdminFilmRow = z.object({
  id: zId,
  title: z.string(),
  director: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  movie_state: z.enum(MOVIE_STATES),
  duration_seconds: z.number().int().nullable(),
  updated_at: z.string(),
});
export type AdminFilmRow = z.infer<typeof ZAdminFilmRow>;

export const ZGetFilmRequest = z.object({ film_id: zId });
export const ZFilmResponse = z.object({ film: ZAdminFilm });
export const ZCreateFilmRequest = ZFilmForm;
export const ZUpdateFilmRequest = ZFilmForm.extend({ film_id: zId });
export const ZRetryFilmMediaRequest = z.object({ film_id: zId, kind: z.enum(FILM_MEDIA_KINDS) });
export const ZRemoveFilmMediaRequest = z.object({ film_id: zId, kind: z.enum(REMOVABLE_MEDIA_KINDS) });

/**
 * A subtitle file is sent as its text; the server reads SRT or WebVTT and keeps WebVTT. This many
 * characters at most (a feature film's subtitles are a few hundred kilobytes).
 */
export const SUBTITLE_MAX_CHARS = 1024 * 1024;
/** The picker offers these; any two- or three-letter ISO 639 code is accepted. */
export const SUBTITLE_LANGUAGES = ['en', 'he', 'es', 'it', 'fr', 'de', 'pt', 'ru', 'ar', 'zh', 'ja'] as const;
export const ZSubtitleLang = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, { error: adminFieldMessage('subtitle_lang') });
export const ZSaveSubtitleRequest = z.object({
  film_id: zId,
  lang: ZSubtitleLang,
  content: z
    .string()
    .max(SUBTITLE_MAX_CHARS, { error: adminFieldMessage('subtitle_too_big', { max: '1 MB' }) }),
});
export const ZRemoveSubtitleRequest = z.object({ film_id: zId, lang: ZSubtitleLang });

/** An uploaded picture of the film: a JPEG as a data URL, checked again by its bytes on the server. */
export const FILM_PICTURE = { maxBytes: 2 * 1024 * 1024, maxSide: 4096 } as const;
export const ZUploadFilmPictureRequest = z.object({
  film_id: zId,
  image: z
    .string()
    .max(Math.ceil((FILM_PICTURE.maxBytes * 4) / 3) + 100, { error: adminFieldMessage('picture') })
    .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/, { error: adminFieldMessage('picture') }),
});

/**
 * The tus upload's path under the API; the staff cookie's `Path=/api/admin` covers it. A creation's
 * metadata names the film (`film_id`) and what the file is (`kind`, one of FILM_MEDIA_KINDS).
 */
export const FILM_UPLOAD_PATH = '/api/admin/films/upload';
/** A movie, trailer or pre-roll may be this large (tus refuses a longer upload when it is created). */
export const FILM_UPLOAD_MAX_BYTES = 20 * 1024 ** 3;

export const FILM_SORT_FIELDS = ['title', 'director', 'created_at', 'updated_at'] as const;
export type FilmSortField = (typeof FILM_SORT_FIELDS)[number];
export const ZListFilmsRequest = adminListRequest(FILM_SORT_FIELDS);
export const ZListFilmsResponse = adminListResponse(ZAdminFilmRow);
