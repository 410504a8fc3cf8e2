import { describe, expect, it, vi } from 'vitest';
import { CAST_IDLE, type CastState, castReducer } from './cast-state';
import { type CastFrameworkLike, googleCastSender } from './google-cast';
import { offersGoogleCast } from './google-cast-loader';

/** A fake cast context: a device picker that connects to "Living Room TV" and a remote player the test drives. */
function fakeFramework() {
  const listeners = new Set<() => void>();
  const loadMedia = vi.fn(async () => undefined);
  let session: ReturnType<CastFrameworkLike['context']['getCurrentSession']> = null;
  const player = { isConnected: false, playerState: null as string | null, isMediaLoaded: false };
  const change = (next: Partial<typeof player>) => {
    Object.assign(player, next);
    for (const listener of listeners) listener();
  };
  const framework: CastFrameworkLike = {
    context: {
      requestSession: vi.fn(async () => {
        session = { getCastDevice: () => ({ friendlyName: 'Living Room TV' }), loadMedia };
        change({ isConnected: true });
      }),
      endCurrentSession: vi.fn(() => {
        session = null;
        change({ isConnected: false, playerState: null, isMediaLoaded: false });
      }),
      getCurrentSession: () => session,
    },
    player,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadRequest: (media) => ({ request: media }),
  };
  return { framework, change, loadMedia, listeners };
}

function follow(framework: CastFrameworkLike) {
  const sender = googleCastSender(framework);
  let state: CastState = CAST_IDLE;
  const stop = sender.subscribe((event) => {
    state = castReducer(state, event);
  });
  return { sender, state: () => state, stop };
}

describe('Google Cast sender', () => {
  it('connects, loads the film where the viewer is and follows the remote player', async () => {
    const { framework, change, loadMedia } = fakeFramework();
    const { sender, state } = follow(framework);

    await sender.start({ url: 'https://cast/film.m3u8', title: 'Night Train', currentTime: 42 });
    expect(loadMedia).toHaveBeenCalledWith({
      request: { url: 'https://cast/film.m3u8', title: 'Night Train', currentTime: 42 },
    });
    expect(state()).toEqual({ phase: 'buffering', device: 'Living Room TV' });

    change({ playerState: 'IDLE', isMediaLoaded: true });
    expect(state().phase).toBe('loaded');
    change({ playerState: 'PLAYING' });
    expect(state()).toEqual({ phase: 'playing', device: 'Living Room TV' });
    change({ playerState: 'PAUSED' });
    expect(state().phase).toBe('paused');
    change({ playerState: 'BUFFERING' });
    expect(state().phase).toBe('buffering');
  });

  it('goes idle when the session ends, from the page or from the device', async () => {
    const { framework, change } = fakeFramework();
    const { sender, state } = follow(framework);
    await sender.start({ url: 'u', title: 't', currentTime: 0 });
    change({ playerState: 'PLAYING' });
    sender.stop();
    expect(framework.context.endCurrentSession).toHaveBeenCalledWith(true);
    expect(state()).toEqual(CAST_IDLE);

    await sender.start({ url: 'u', title: 't', currentTime: 0 });
    change({ isConnected: false });
    expect(state()).toEqual(CAST_IDLE);
  });

  it('stops listening once unsubscribed', () => {
    const { framework, listeners } = fakeFramework();
    const { stop } = follow(framework);
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('reports no state while no device is connected', () => {
    const { framework, change } = fakeFramework();
    const { state } = follow(framework);
    change({ playerState: 'PLAYING' });
    expect(state()).toEqual(CAST_IDLE);
  });
});

describe('offersGoogleCast', () => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it('is Chrome on a secure page only', () => {
    expect(offersGoogleCast(chrome, true)).toBe(true);
    expect(offersGoogleCast(chrome, false)).toBe(false);
    expect(offersGoogleCast(`${chrome} Edg/131.0.0.0`, true)).toBe(false);
    expect(
      offersGoogleCast('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', true),
    ).toBe(false);
    expect(
      offersGoogleCast('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', true),
    ).toBe(false);
  });
});
