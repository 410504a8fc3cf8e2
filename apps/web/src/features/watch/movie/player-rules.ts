import { DEFAULT_PLAYER_STATE, type PlayerState, type WatchScreener } from '@screener/contracts/watch';

export type Subtitle = WatchScreener['subtitles'][string][number];

/** A film of the movie stream: only films whose movie is ready play, in the event's order. */
export type PlaylistFilm = {
  id: number;
  title: string;
  src: string;
  preRoll: string | null;
  subtitles: Subtitle[];
};

/** What the player shows for a state: the pre-roll, a film, or the end of the stream. */
export type Playback =
  | { kind: 'preRoll'; film: PlaylistFilm; src: string }
  | { kind: 'film'; film: PlaylistFilm; src: string }
  | { kind: 'ended' }
  | { kind: 'empty' };

/** A forward seek within this many seconds of the furthest point is playback jitter, not a skip. */
export const SKIP_TOLERANCE_SECONDS = 1;

export function playlistOf(screener: WatchScreener): PlaylistFilm[] {
  return screener.films.flatMap((film) => {
    const key = String(film.id);
    const src = screener.screener_urls[key];
    if (!src) return [];
    return [
      {
        id: film.id,
        title: film.title,
        src,
        preRoll: screener.pre_roll[key] ?? null,
        subtitles: screener.subtitles[key] ?? [],
      },
    ];
  });
}

/**
 * The state the player starts from (spec part 2 §4.1): the saved one, except in preview mode,
 * which starts from the defaults every time. A saved film index past the end of the playlist
 * (films were removed since) starts over; an index equal to its length means the stream ended.
 */
export function startingState(
  screenerId: number,
  saved: PlayerState | null,
  options: { preview: boolean; filmCount: number },
): PlayerState {
  const defaults: PlayerState = { screener_id: screenerId, ...DEFAULT_PLAYER_STATE };
  if (options.preview || saved === null) return defaults;
  if (saved.currentMovieIndex > options.filmCount) return { ...saved, currentMovieIndex: 0, currentTime: 0 };
  return { ...saved, screener_id: screenerId };
}

/** A pre-roll plays first while it has not ended (once per event, before the current film). */
export function playbackOf(state: PlayerState, playlist: readonly PlaylistFilm[]): Playback {
  if (playlist.length === 0) return { kind: 'empty' };
  const film = playlist[state.currentMovieIndex];
  if (!film) return { kind: 'ended' };
  if (!state.prerollEnded && film.preRoll) return { kind: 'preRoll', film, src: film.preRoll };
  return { kind: 'film', film, src: film.src };
}

export function afterPreRoll(state: PlayerState): PlayerState {
  return { ...state, prerollEnded: true, currentTime: 0 };
}

/** The next film from its start; after the last film the index is the playlist length: ended. */
export function afterFilmEnded(state: PlayerState, filmCount: number): PlayerState {
  return { ...state, currentMovieIndex: Math.min(state.currentMovieIndex + 1, filmCount), currentTime: 0 };
}

/** A playlist click: the chosen film from its start, or null when switching is not enabled. */
export function chooseFilm(
  state: PlayerState,
  index: number,
  options: { switchingEnabled: boolean; filmCount: number },
): PlayerState | null {
  if (!options.switchingEnabled || index < 0 || index >= options.filmCount) return null;
  if (index === state.currentMovieIndex) return null;
  return { ...state, currentMovieIndex: index, currentTime: 0 };
}

/** no_skip: a seek past the furthest point watched goes back to that point; backwards is free. */
export function allowedSeekTime(target: number, furthest: number, noSkip: boolean): number {
  return noSkip && target > furthest + SKIP_TOLERANCE_SECONDS ? furthest : target;
}

/** Whether the stream forbids skipping or pausing, from the event configuration or the stream meta. */
export function playbackLimits(screener: WatchScreener): { noSkip: boolean; noPause: boolean } {
  const meta = screener.streams.movie_stream?.content;
  return {
    noSkip: screener.event_configuration.no_skip || meta?.no_skip === true,
    noPause: meta?.no_pause === true,
  };
}

/**
 * The source the player starts with and where in it, as `MovieStream` derives them from the event
 * and the saved state; null when it starts with none (no film, or the stream has ended).
 */
export function firstSource(
  screener: WatchScreener,
  saved: PlayerState | null,
  preview: boolean,
): { src: string; startAt: number } | null {
  const playlist = playlistOf(screener);
  const initial = startingState(screener.id, saved, { preview, filmCount: playlist.length });
  const playback = playbackOf(initial, playlist);
  return playback.kind === 'preRoll' || playback.kind === 'film'
    ? { src: playback.src, startAt: initial.currentTime }
    : null;
}
