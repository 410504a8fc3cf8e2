import CastIcon from '@mui/icons-material/Cast';
import CastConnectedIcon from '@mui/icons-material/CastConnected';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCastUrl } from './api';

/** Whether the browser offers the Remote Playback API; without it there is no cast button. */
export function canCast(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'remote' in HTMLMediaElement.prototype;
}

/**
 * Casts the film through the Remote Playback API. The device cannot send the stream cookie, so
 * it plays the casting URL of `getExternalSrcUrl` (its token is in the path) from a separate,
 * hidden media element; the page's own player keeps its hls.js stream.
 */
export function CastButton({
  companyId,
  screenerId,
  filmId,
  currentTime,
  onCastingChange,
  onFailed,
}: {
  companyId: number;
  screenerId: number;
  filmId: number;
  currentTime: () => number;
  onCastingChange: (casting: boolean) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const castRef = useRef<HTMLVideoElement>(null);
  const [busy, setBusy] = useState(false);
  const [casting, setCasting] = useState(false);

  useEffect(() => {
    const remote = castRef.current?.remote;
    if (!remote) return;
    const connect = () => {
      setCasting(true);
      onCastingChange(true);
      void castRef.current?.play().catch(() => undefined);
    };
    const disconnect = () => {
      setCasting(false);
      onCastingChange(false);
    };
    remote.addEventListener('connect', connect);
    remote.addEventListener('disconnect', disconnect);
    return () => {
      remote.removeEventListener('connect', connect);
      remote.removeEventListener('disconnect', disconnect);
    };
  }, [onCastingChange]);

  const cast = async () => {
    const video = castRef.current;
    if (!video) return;
    setBusy(true);
    try {
      const url = await fetchCastUrl(companyId, screenerId, filmId);
      if (video.src !== url) video.src = url;
      video.currentTime = currentTime();
      await video.remote.prompt();
    } catch (error) {
      // Closing the device picker is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={t('player.cast.label')}>
        <span>
          <IconButton color="inherit" aria-label={t('player.cast.label')} disabled={busy} onClick={cast}>
            {casting ? <CastConnectedIcon /> : <CastIcon />}
          </IconButton>
        </span>
      </Tooltip>
      {/* biome-ignore lint/a11y/useMediaCaption: never shown here; it only hands the casting URL to the device. */}
      <video ref={castRef} hidden preload="none" />
    </>
  );
}
