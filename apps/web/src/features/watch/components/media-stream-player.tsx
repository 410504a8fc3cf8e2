import Box from '@mui/material/Box';
import { HLS_BUFFER_SECONDS } from '@screener/contracts/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerHeightSx } from '../player-heights';
import { StageNotice } from './stage-notice';

type Problem = 'manifest' | 'media' | 'unsupported' | 'source';

/** A live HLS address the company streams to: over https, or on this site. */
function liveSource(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.origin === window.location.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The media stream (spec part 2 §9): a live HLS feed played through hls.js, or the browser's own
 * HLS. Failures show the stream-error messages of spec part 2 §8.
 */
export function MediaStreamPlayer({
  streamingUrl,
  title,
  fullScreen,
}: {
  streamingUrl: string | null | undefined;
  title: string;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const src = liveSource(streamingUrl);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    setProblem(src ? null : 'source');
    const video = videoRef.current;
    if (!src || !video) return;
    let stopped = false;
    let destroy: (() => void) | null = null;
    void import('hls.js').then(({ default: Hls }) => {
      if (stopped) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          maxBufferLength: HLS_BUFFER_SECONDS.max,
          backBufferLength: HLS_BUFFER_SECONDS.back,
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR) setProblem('manifest');
          else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) setProblem('media');
          else setProblem('manifest');
          hls.destroy();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = src;
      } else {
        setProblem('unsupported');
      }
    });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [src]);

  if (problem === 'source') return <StageNotice text={t('watch.streamUnavailable')} />;
  if (problem === 'manifest') return <StageNotice text={t('watch.streamErrors.manifest')} />;
  if (problem === 'media') return <StageNotice text={t('watch.streamErrors.media')} />;
  if (problem === 'unsupported') return <StageNotice text={t('watch.streamErrors.unsupported')} />;
  return (
    <Box
      component="video"
      ref={videoRef}
      controls
      autoPlay
      playsInline
      aria-label={t('watch.liveStreamOf', { title })}
      sx={{
        inlineSize: '100%',
        display: 'block',
        bgcolor: 'common.black',
        ...playerHeightSx('player', fullScreen),
      }}
    />
  );
}
