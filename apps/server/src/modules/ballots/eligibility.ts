import type { DbExecutor } from '../../db/client.ts';
import type { EventFilm } from '../screenings/index.ts';
import { wasAdmittedAtDoor } from '../venues/index.ts';
import { sumViewerFilmSeconds } from '../watch/index.ts';

/**
 * A viewer may rate a film they watched at least half of online (the player's beats), or every
 * film of an event their ticket was admitted to at the door. A film of unknown length cannot be
 * half watched.
 */
export function watchedHalf(film: Pick<EventFilm, 'lengthSeconds'>, watchedSeconds: number): boolean {
  return film.lengthSeconds !== null && film.lengthSeconds > 0 && watchedSeconds * 2 >= film.lengthSeconds;
}

/** The ids of the event's films the viewer may rate. */
export async function eligibleFilmIds(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number; films: EventFilm[] },
): Promise<Set<number>> {
  const [admitted, seconds] = await Promise.all([
    wasAdmittedAtDoor(db, input),
    sumViewerFilmSeconds(db, input),
  ]);
  return new Set(
    input.films
      .filter((film) => admitted || watchedHalf(film, seconds.get(film.id) ?? 0))
      .map((film) => film.id),
  );
}
