import { toApiDateTime } from '@screener/contracts/dates';
import type { LanguageCode } from '@screener/contracts/language';
import type { WatchScreener } from '@screener/contracts/watch';
import type { DbExecutor } from '../../db/client.ts';
import { type ScreenerParts, screenerViews } from '../screenings/index.ts';
import { enforceWatch, type WatchRequest } from './access.ts';
import { listScreenerMedia, mediaUrlPath } from './screener-media.ts';
import { listStreams } from './streams.ts';

/** The event the watch page plays, once the watch rule lets the viewer in. */
export async function getAndEnforce(
  db: DbExecutor,
  parts: ScreenerParts,
  request: Omit<WatchRequest, 'caller'> & { language: LanguageCode },
  company: { logoUrl: string | null },
): Promise<WatchScreener> {
  const grant = await enforceWatch(db, { ...request, caller: 'screening' });
  const [views, streams, films] = await Promise.all([
    screenerViews(
      db,
      parts,
      {
        companyId: request.companyId,
        now: request.now,
        country: request.country,
        language: request.language,
        consumerId: request.consumerId,
        // Whom the watch rule lets in may join the event's Q&A meeting.
        meetings: 'all',
      },
      [grant.screener],
    ),
    listStreams(db, request.screenerId),
    listScreenerMedia(db, request.screenerId),
  ]);
  const [view] = views;
  if (!view) throw new Error(`screener ${request.screenerId} has no view`);
  const entries = <T>(pick: (film: (typeof films)[number]) => T | null) =>
    Object.fromEntries(
      films.flatMap((film) => {
        const value = pick(film);
        return value === null ? [] : [[String(film.filmId), value]];
      }),
    );
  const movieUrls = entries((film) =>
    film.moviePath ? mediaUrlPath(request.screenerId, film.moviePath) : null,
  );
  const mediaByFilm = new Map(films.map((film) => [film.filmId, film]));
  return {
    ...view,
    films: view.films.map((film) => {
      const own = mediaByFilm.get(film.id);
      return {
        ...film,
        screener_media:
          own?.movieMediaId && own.moviePath
            ? {
                id: own.movieMediaId,
                url: mediaUrlPath(request.screenerId, own.moviePath),
                duration_seconds: own.movieDurationSeconds,
              }
            : null,
      };
    }),
    film_ids: films.map((film) => film.filmId),
    company_logo: company.logoUrl,
    streams,
    screener_urls: movieUrls,
    mew_server_urls: movieUrls,
    pre_roll: entries((film) =>
      film.preRollPath ? mediaUrlPath(request.screenerId, film.preRollPath) : null,
    ),
    subtitles: entries((film) =>
      film.subtitles.map((subtitle) => ({
        lang_subtitle: subtitle.lang,
        src_subtitle: mediaUrlPath(request.screenerId, subtitle.path),
      })),
    ),
    first_watch_required: grant.firstWatchRequired,
    is_subscribed: grant.subscribed,
    window_ends_at: grant.windowEndsAt ? toApiDateTime(grant.windowEndsAt) : null,
  };
}
