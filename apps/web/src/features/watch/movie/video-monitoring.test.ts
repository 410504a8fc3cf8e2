import type Hls from 'hls.js/light';
import { describe, expect, it, vi } from 'vitest';
import { type MonitoredPlayback, type MuxSdk, startVideoMonitor } from './video-monitoring';

function fakeMux() {
  return { monitor: vi.fn(), emit: vi.fn(), destroyMonitor: vi.fn() } satisfies MuxSdk;
}

/** A loader the test resolves when it likes, as the SDK's chunk arrives. */
function deferredLoad(mux: MuxSdk) {
  let arrive = () => {};
  const loaded = new Promise<MuxSdk>((resolve) => {
    arrive = () => resolve(mux);
  });
  return {
    load: () => loaded,
    arrive: () => {
      arrive();
      return loaded;
    },
  };
}

const video = document.createElement('video');
const hlsInstance = { on: vi.fn() } as unknown as Hls;
const HlsClass = class {} as unknown as typeof Hls;
const playback: MonitoredPlayback = {
  envKey: 'env123',
  video,
  hls: { instance: hlsInstance, Hls: HlsClass },
  film: { id: '41', title: 'Night Train' },
  initTime: 1_800_000_000_000,
};

describe('video monitoring', () => {
  it('hands Mux the element, hls.js and the time the source was set, with the company key', async () => {
    const mux = fakeMux();
    const { load, arrive } = deferredLoad(mux);
    startVideoMonitor(load, playback);
    expect(mux.monitor).not.toHaveBeenCalled();
    await arrive();
    expect(mux.monitor).toHaveBeenCalledWith(video, {
      automaticErrorTracking: false,
      hlsjs: hlsInstance,
      Hls: HlsClass,
      data: {
        env_key: 'env123',
        player_name: 'Screener',
        player_init_time: 1_800_000_000_000,
        video_id: '41',
        video_title: 'Night Train',
        video_stream_type: 'on-demand',
      },
    });
  });

  it('reports the player’s errors, also those that came before the SDK', async () => {
    const mux = fakeMux();
    const { load, arrive } = deferredLoad(mux);
    const monitor = startVideoMonitor(load, { ...playback, hls: null });
    monitor.error({ kind: 'manifestLoad' });
    await arrive();
    monitor.error({ kind: 'refused', message: 'The event has ended.' });
    expect(mux.monitor.mock.calls[0]?.[1]).not.toHaveProperty('hlsjs');
    expect(mux.emit.mock.calls).toEqual([
      [
        video,
        'error',
        { player_error_code: 1, player_error_message: 'manifestLoad', player_error_context: 'manifestLoad' },
      ],
      [
        video,
        'error',
        {
          player_error_code: 5,
          player_error_message: 'The event has ended.',
          player_error_context: 'refused',
        },
      ],
    ]);
  });

  it('ends the view when the player stops, and never starts one stopped before the SDK came', async () => {
    const started = fakeMux();
    const first = deferredLoad(started);
    const monitor = startVideoMonitor(first.load, playback);
    await first.arrive();
    monitor.stop();
    monitor.error({ kind: 'network' });
    expect(started.destroyMonitor).toHaveBeenCalledWith(video);
    expect(started.emit).not.toHaveBeenCalled();

    const late = fakeMux();
    const second = deferredLoad(late);
    startVideoMonitor(second.load, playback).stop();
    await second.arrive();
    expect(late.monitor).not.toHaveBeenCalled();
  });

  it('leaves the film alone when the SDK cannot be fetched', async () => {
    const monitor = startVideoMonitor(() => Promise.reject(new Error('offline')), playback);
    await Promise.resolve();
    expect(() => monitor.error({ kind: 'network' })).not.toThrow();
  });
});
