import type { Film } from '@screener/contracts/screener';

/** A film of an event with only its id and title: no picture, trailer or credits unless given. */
export function testFilm(id: number, title: string, extra: Partial<Film> = {}): Film {
  return {
    id,
    title,
    subtitle: null,
    description: '',
    thumburls: [],
    trailer: null,
    producer_name: null,
    director_name: null,
    ...extra,
  };
}
