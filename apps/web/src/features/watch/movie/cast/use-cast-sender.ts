import { useEffect, useState } from 'react';
import { type CastSender, remotePlaybackSender } from './cast-sender';
import { googleCastSender } from './google-cast';
import { loadGoogleCast, offersGoogleCast } from './google-cast-loader';

/** Whether the browser offers the Remote Playback API. */
export const offersRemotePlayback = (): boolean =>
  typeof HTMLMediaElement !== 'undefined' && 'remote' in HTMLMediaElement.prototype;

/** Whether the player may show a cast button at all: Chrome (for Google Cast) or the Remote Playback API. */
export const canCast = (): boolean =>
  offersRemotePlayback() ||
  (typeof navigator !== 'undefined' && offersGoogleCast(navigator.userAgent, window.isSecureContext));

/**
 * The sender the player casts with: Google Cast when Chrome can load its SDK, else the Remote
 * Playback API over `video` (the hidden casting element), else none (no cast button).
 */
export function useCastSender(video: HTMLVideoElement | null): CastSender | null {
  const [sender, setSender] = useState<CastSender | null>(null);
  useEffect(() => {
    if (!video) return;
    let current = true;
    const fallback = () => (offersRemotePlayback() ? remotePlaybackSender(video) : null);
    if (offersGoogleCast(navigator.userAgent, window.isSecureContext)) {
      setSender(fallback());
      void loadGoogleCast().then((framework) => {
        if (current && framework) setSender(googleCastSender(framework));
      });
    } else setSender(fallback());
    return () => {
      current = false;
    };
  }, [video]);
  return sender;
}
