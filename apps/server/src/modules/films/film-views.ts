import type { LanguageCode } from '@screener/contracts/language';
import type { Film } from '@screener/contracts/screener';
import { translatedTexts } from '@screener/contracts/translations';
import { and, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { FilmRow } from './film-rows.ts';
import { films, media } from './schema.ts';

/** Where HLS trailers are served to anyone (watch/trailer-delivery.ts), by media id and path. */
export const TRAILER_URL_PREFIX = '/trailers/';

/**
 * A film as the API shows it, its title and synopsis in `language` where written; its trailer is
 * its uploaded HLS trailer once that is ready (the back-office's newest choice), else its YouTube
 * or Vimeo link.
 */
function filmView(film: FilmRow, hlsTrailerPath: string | null, language: LanguageCode): Film {
  const texts = translatedTexts(
    { title: film.title, synopsis: film.description },
    film.translations,
    language,
  );
  return {
    id: film.id,
    title: texts.title,
    subtitle: film.subtitle,
    description: texts.synopsis,
    thumburls: film.thumburls,
    trailer: hlsTrailerPath ? `${TRAILER_URL_PREFIX}${hlsTrailerPath}` : film.trailerUrl,
    producer_name: film.producerName,
    director_name: film.directorName,
    running_time_minutes: film.runningTimeMinutes,
    year: film.year,
    countries: film.countries,
    languages: film.languages,
    genre: film.genre,
    cast: film.castNames,
  };
}

/**
 * The newest ready HLS trailer of the film in the same row, so films and trailers are one query: its
 * path below the trailer route, `<media id>/<media-relative path>`. A trailer uploaded again replaces
 * the earlier one. The film's id names its table in full: a select from one table writes its
 * columns bare, and a bare `id` inside this subquery would be the media row's.
 */
const hlsTrailerPath = sql<string | null>`(
  select ${media.id} || '/' || ${media.hlsPath} from ${media}
  where ${media.filmId} = ${films}.${sql.identifier(films.id.name)} and ${media.kind} = 'trailer'
    and ${media.status} = 'ready'
  order by ${media.id} desc limit 1
)`;

/** The company's films among `filmIds` as viewers see them, by id: one query, trailers included. */
export async function findViewerFilms(
  db: DbExecutor,
  companyId: number,
  filmIds: number[],
  language: LanguageCode,
): Promise<Map<number, Film>> {
  if (filmIds.length === 0) return new Map();
  const rows = await db
    .select({ film: films, hlsTrailerPath })
    .from(films)
    .where(and(ofCompany(films, companyId), inArray(films.id, [...new Set(filmIds)])));
  return new Map(rows.map((row) => [row.film.id, filmView(row.film, row.hlsTrailerPath, language)]));
}
