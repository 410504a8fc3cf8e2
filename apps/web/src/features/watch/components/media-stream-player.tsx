import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamProblemNotice } from '../movie/stream-problem-notice';
import { AUTO_RESOLUTION, useHlsPlayback } from '../movie/use-hls-playback';
import { playerHeightSx } from '../player-heights';
import { StageNotice } from './stage-notice';

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
 * The media stream (spec part 2 §9): a live HLS feed played like the movie stream (same buffer,
 * same recoveries, same stream-error messages of spec part 2 §8), with a retry after a failure.
 * The video stays mounted, so an address the company corrects while the page is open plays at once.
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
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const src = liveSource(streamingUrl);
  const { problem, reload } = useHlsPlayback(video, src, AUTO_RESOLUTION);

  if (!src) return <StageNotice text={t('watch.streamUnavailable')} />;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="video"
        ref={setVideo}
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
      {problem && (
        <Box sx={{ position: 'absolute', insetInline: 16, insetBlockStart: 16 }}>
          <StreamProblemNotice problem={problem} onRetry={reload} />
        </Box>
      )}
    </Box>
  );
}
