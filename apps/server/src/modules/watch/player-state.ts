import { DEFAULT_PLAYER_STATE, type PlayerState, resumeTime } from '@screener/contracts/watch';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { playerStates } from './schema.ts';
import type { FilmMedia } from './screener-media.ts';

/**
 * The viewer's player config for an event, or the defaults (spec part 2 §9) before the first save.
 * A position saved at the end of its film (the last save of a film watched through, or a viewer
 * who left during the credits) resumes from the film's start, as `resumeTime` says.
 */
export async function getPlayerState(
  db: DbExecutor,
  screenerId: number,
  consumerId: number,
  films: FilmMedia[],
): Promise<PlayerState> {
  const [row] = await db
    .select()
    .from(playerStates)
    .where(and(eq(playerStates.screenerId, screenerId), eq(playerStates.consumerId, consumerId)))
    .limit(1);
  if (!row) return defaultPlayerState(screenerId);
  // The player's playlist: the films whose movie is ready, in the event's order.
  const film = films.filter((entry) => entry.moviePath !== null)[row.currentMovieIndex];
  return {
    screener_id: screenerId,
    currentMovieIndex: row.currentMovieIndex,
    currentTime: resumeTime(row.currentTime, film?.movieDurationSeconds ?? null),
    prerollEnded: row.prerollEnded,
    subtitle_lang: row.subtitleLang,
    resolution: row.resolution,
  };
}

export async function savePlayerState(db: DbExecutor, consumerId: number, state: PlayerState): Promise<void> {
  const values = {
    currentMovieIndex: state.currentMovieIndex,
    currentTime: state.currentTime,
    prerollEnded: state.prerollEnded,
    subtitleLang: state.subtitle_lang,
    resolution: state.resolution,
  };
  await db
    .insert(playerStates)
    .values({ screenerId: state.screener_id, consumerId, ...values })
    .onConflictDoUpdate({ target: [playerStates.screenerId, playerStates.consumerId], set: values });
}

/** Where a first visit of the watch page starts. */
export function defaultPlayerState(screenerId: number): PlayerState {
  return { screener_id: screenerId, ...DEFAULT_PLAYER_STATE };
}
