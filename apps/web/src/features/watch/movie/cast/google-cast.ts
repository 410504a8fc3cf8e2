import type { CastSender } from './cast-sender';

/**
 * The part of the Google Cast Web Sender SDK (`cast.framework` and `chrome.cast`) the player
 * uses, so that a fake context can stand for it in tests.
 */
export interface CastFrameworkLike {
  context: {
    requestSession(): Promise<unknown>;
    endCurrentSession(stopCasting: boolean): void;
    getCurrentSession(): {
      getCastDevice(): { friendlyName: string };
      loadMedia(request: unknown): Promise<unknown>;
    } | null;
  };
  /** The remote player's state, as the SDK's RemotePlayer keeps it. */
  player: { isConnected: boolean; playerState: string | null; isMediaLoaded: boolean };
  /** Calls back on every change of the remote player (RemotePlayerController ANY_CHANGE). */
  onChange(listener: () => void): () => void;
  /** A load request for an HLS film starting at `currentTime`. */
  loadRequest(media: { url: string; title: string; currentTime: number }): unknown;
}

export function googleCastSender(framework: CastFrameworkLike): CastSender {
  const { context, player } = framework;
  return {
    kind: 'google-cast',
    async start(media) {
      await context.requestSession();
      await context.getCurrentSession()?.loadMedia(framework.loadRequest(media));
    },
    stop() {
      context.endCurrentSession(true);
    },
    subscribe(listener) {
      let connected = false;
      return framework.onChange(() => {
        if (player.isConnected !== connected) {
          connected = player.isConnected;
          if (!connected) return listener({ type: 'disconnected' });
          listener({
            type: 'connected',
            device: context.getCurrentSession()?.getCastDevice().friendlyName ?? null,
          });
        }
        if (!connected) return;
        // The SDK's player states: IDLE, BUFFERING, PLAYING, PAUSED; idle with a film is loaded.
        if (player.playerState === 'BUFFERING') listener({ type: 'buffering' });
        else if (player.playerState === 'PLAYING') listener({ type: 'playing' });
        else if (player.playerState === 'PAUSED') listener({ type: 'paused' });
        else if (player.isMediaLoaded) listener({ type: 'loaded' });
      });
    },
  };
}
