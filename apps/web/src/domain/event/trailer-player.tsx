import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trailerSource } from './trailer-source';

type Problem = 'unsupported' | 'not_available' | null;

/**
 * Plays a trailer: YouTube and Vimeo in their embed players, HLS through hls.js (or the browser's
 * own HLS). A browser that can play neither shows "Unsupported playback format: m3u8"; a missing
 * or failing trailer shows the not-available placeholder.
 */
export function TrailerPlayer({ link, title }: { link: string | null; title: string }) {
  const { t } = useTranslation();
  const source = trailerSource(link, window.location.origin);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const hlsSrc = source.kind === 'hls' ? source.src : null;

  useEffect(() => {
    setProblem(null);
    const video = videoRef.current;
    if (!hlsSrc || !video) return;
    let destroyed = false;
    let destroy: (() => void) | null = null;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed) return;
      if (Hls.isSupported()) {
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem('not_available');
        });
        hls.loadSource(hlsSrc);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = hlsSrc;
      } else {
        setProblem('unsupported');
      }
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [hlsSrc]);

  const frame = {
    inlineSize: '100%',
    aspectRatio: '16 / 9',
    border: 0,
    display: 'block',
    bgcolor: 'common.black',
  };
  if (source.kind === 'none' || problem !== null) {
    return (
      <Box
        role="status"
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'grey.300', textAlign: 'center', p: 2 }}
      >
        <Box>
          <VideocamOffIcon fontSize="large" aria-hidden />
          <Typography>
            {problem === 'unsupported'
              ? t('screenings.trailer.unsupported')
              : t('screenings.trailer.notAvailable')}
          </Typography>
        </Box>
      </Box>
    );
  }
  if (source.kind === 'embed') {
    return (
      <Box
        component="iframe"
        src={source.src}
        title={t('screenings.trailer.player', { title })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        sx={frame}
      />
    );
  }
  return (
    <Box
      component="video"
      ref={videoRef}
      controls
      autoPlay
      playsInline
      aria-label={t('screenings.trailer.player', { title })}
      onError={() => setProblem('not_available')}
      sx={frame}
    />
  );
}
