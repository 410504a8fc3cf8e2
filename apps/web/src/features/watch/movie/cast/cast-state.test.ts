import { describe, expect, it } from 'vitest';
import { CAST_IDLE, type CastEvent, castReducer, castStatusKey, isCasting } from './cast-state';

const run = (events: CastEvent[]) => events.reduce(castReducer, CAST_IDLE);

describe('cast state', () => {
  it('starts idle and buffers once a device connects', () => {
    expect(isCasting(CAST_IDLE)).toBe(false);
    expect(run([{ type: 'connected', device: 'Living Room TV' }])).toEqual({
      phase: 'buffering',
      device: 'Living Room TV',
    });
  });

  it('follows the device through loaded, playing, paused and buffering', () => {
    const connected: CastEvent = { type: 'connected', device: 'TV' };
    expect(run([connected, { type: 'loaded' }]).phase).toBe('loaded');
    expect(run([connected, { type: 'loaded' }, { type: 'playing' }]).phase).toBe('playing');
    expect(run([connected, { type: 'playing' }, { type: 'paused' }]).phase).toBe('paused');
    expect(run([connected, { type: 'playing' }, { type: 'buffering' }]).phase).toBe('buffering');
  });

  it('goes back to idle from any state when the session ends', () => {
    const playing = run([{ type: 'connected', device: 'TV' }, { type: 'playing' }]);
    expect(castReducer(playing, { type: 'disconnected' })).toEqual(CAST_IDLE);
  });

  it('ignores media news while no session is open', () => {
    expect(run([{ type: 'playing' }, { type: 'paused' }])).toBe(CAST_IDLE);
    const ended = run([{ type: 'connected', device: 'TV' }, { type: 'disconnected' }, { type: 'playing' }]);
    expect(ended).toEqual(CAST_IDLE);
  });

  it('keeps the state when a connected session names its device again', () => {
    const playing = run([{ type: 'connected', device: null }, { type: 'playing' }]);
    expect(castReducer(playing, { type: 'connected', device: 'Kitchen' })).toEqual({
      phase: 'playing',
      device: 'Kitchen',
    });
  });

  it('names a line for every state but idle', () => {
    expect(castStatusKey(CAST_IDLE)).toBeNull();
    expect(castStatusKey({ phase: 'paused', device: 'TV' })).toBe('player.cast.state.paused');
  });
});
