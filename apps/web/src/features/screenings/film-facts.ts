import type { FilmDetails } from '@screener/contracts/screener';

export type FilmFact = {
  term: 'runningTime' | 'year' | 'countries' | 'languages' | 'genre' | 'cast';
  value: string;
};

function displayName(code: string, locale: string, type: 'region' | 'language'): string {
  try {
    return new Intl.DisplayNames(locale, { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A film's programme details that are set, in the viewer's language: running time in minutes,
 * year, countries and languages by their names, genre and cast. Unset details are left out.
 */
export function filmFacts(film: FilmDetails, locale: string): FilmFact[] {
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const facts: FilmFact[] = [];
  if (film.running_time_minutes) {
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    facts.push({ term: 'runningTime', value: minutes.format(film.running_time_minutes) });
  }
  if (film.year) facts.push({ term: 'year', value: String(film.year) });
  if (film.countries?.length) {
    facts.push({
      term: 'countries',
      value: list(film.countries.map((code) => displayName(code, locale, 'region'))),
    });
  }
  if (film.languages?.length) {
    facts.push({
      term: 'languages',
      value: list(film.languages.map((code) => displayName(code, locale, 'language'))),
    });
  }
  if (film.genre) facts.push({ term: 'genre', value: film.genre });
  if (film.cast?.length) facts.push({ term: 'cast', value: list(film.cast) });
  return facts;
}
