/**
 * The cast session of the player (spec part 2 §4.1: idle, buffering, loaded, playing, paused), as
 * a pure reducer over what a cast sender reports. Idle is "not casting"; a session that connects
 * starts buffering until its device has the film, and leaves every state for idle when it ends.
 */
export type CastPhase = 'idle' | 'buffering' | 'loaded' | 'playing' | 'paused';

/** `device` is the receiver's name as its sender tells it (null when it tells none). */
export type CastState = { phase: CastPhase; device: string | null };

export type CastEvent =
  | { type: 'connected'; device: string | null }
  | { type: 'buffering' }
  | { type: 'loaded' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'disconnected' };

export const CAST_IDLE: CastState = { phase: 'idle', device: null };

export function castReducer(state: CastState, event: CastEvent): CastState {
  switch (event.type) {
    case 'connected':
      // A device joining a session already under way keeps the state it reported.
      return state.phase === 'idle'
        ? { phase: 'buffering', device: event.device }
        : { ...state, device: event.device ?? state.device };
    case 'disconnected':
      return CAST_IDLE;
    default:
      // Media news from no session (a late event after it ended) changes nothing.
      if (state.phase === 'idle') return state;
      return state.phase === event.type ? state : { ...state, phase: event.type };
  }
}

export const isCasting = (state: CastState): boolean => state.phase !== 'idle';

/** The translation key of the line the player shows for the state, or null when idle. */
export function castStatusKey(state: CastState): `player.cast.state.${Exclude<CastPhase, 'idle'>}` | null {
  if (state.phase === 'idle') return null;
  return `player.cast.state.${state.phase}`;
}
