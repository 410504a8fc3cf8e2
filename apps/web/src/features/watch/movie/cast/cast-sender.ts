import type { CastEvent } from './cast-state';

/** What a cast sender needs to start a film on a device. */
export type CastMedia = { url: string; title: string; currentTime: number };

/**
 * A way of casting the player's film: the Google Cast sender where Chrome offers it, the Remote
 * Playback API otherwise. Each reports its session as cast events (cast-state.ts).
 */
export interface CastSender {
  readonly kind: 'google-cast' | 'remote-playback';
  /** Opens the browser's device picker and starts the film on the chosen device. */
  start(media: CastMedia): Promise<void>;
  /** Ends the session; the film goes on in the page. */
  stop(): void;
  /** Listens to the session; returns the unsubscription. */
  subscribe(listener: (event: CastEvent) => void): () => void;
}

/** Closing a device picker is not a failure. */
export const isPickerClosed = (error: unknown): boolean =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (typeof error === 'string' && error === 'cancel');

/**
 * The Remote Playback API (`video.remote`) over a media element of its own: the device plays the
 * casting URL (its token in the path, since a device sends no cookie), so the page's player keeps
 * its hls.js stream. The element's own events tell the media state.
 */
export function remotePlaybackSender(video: HTMLVideoElement): CastSender {
  return {
    kind: 'remote-playback',
    async start(media) {
      if (video.src !== media.url) video.src = media.url;
      video.currentTime = media.currentTime;
      await video.remote.prompt();
    },
    stop() {
      // The Remote Playback API ends a session only from its own picker.
      void video.remote.prompt().catch(() => undefined);
    },
    subscribe(listener) {
      const handlers: [EventTarget, string, () => void][] = [
        [
          video.remote,
          'connect',
          () => {
            listener({ type: 'connected', device: null });
            void video.play().catch(() => undefined);
          },
        ],
        [video.remote, 'disconnect', () => listener({ type: 'disconnected' })],
        [video, 'waiting', () => listener({ type: 'buffering' })],
        [video, 'loadeddata', () => listener({ type: 'loaded' })],
        [video, 'playing', () => listener({ type: 'playing' })],
        [video, 'pause', () => listener({ type: 'paused' })],
      ];
      for (const [target, name, handler] of handlers) target.addEventListener(name, handler);
      return () => {
        for (const [target, name, handler] of handlers) target.removeEventListener(name, handler);
      };
    },
  };
}
