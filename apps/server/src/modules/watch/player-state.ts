import { DEFAULT_PLAYER_STATE, type PlayerState } from '@screener/contracts/watch';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { playerStates } from './schema.ts';

/** The viewer's player config for an event, or the defaults (spec part 2 §9) before the first save. */
export async function getPlayerState(
  db: DbExecutor,
  screenerId: number,
  consumerId: number,
): Promise<PlayerState> {
  const [row] = await db
    .select()
    .from(playerStates)
    .where(and(eq(playerStates.screenerId, screenerId), eq(playerStates.consumerId, consumerId)))
    .limit(1);
  if (!row) return defaultPlayerState(screenerId);
  return {
    screener_id: screenerId,
    currentMovieIndex: row.currentMovieIndex,
    currentTime: row.currentTime,
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
