import Box from '@mui/material/Box';
import type { EmbedKind, StreamMeta } from '@screener/contracts/watch';
import { useTranslation } from 'react-i18next';
import { embedSource } from '../embed-source';
import { playerHeightSx } from '../player-heights';
import { StageNotice } from './stage-notice';

/** Meeting rooms need the camera and microphone; video players only autoplay and full screen. */
const ALLOW: Record<EmbedKind, string> = {
  whereby: 'camera; microphone; fullscreen; speaker; display-capture; autoplay',
  daily: 'camera; microphone; fullscreen; speaker; display-capture; autoplay',
  live_webinar: 'camera; microphone; fullscreen; autoplay',
  vimeo_live: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
  facebook_live: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
  youtube_live: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
  custom_embed: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
};

/**
 * A live stream in a frame: whereby, daily, live webinar, Vimeo, Facebook and YouTube live by their
 * https address, and a company's own embed code in a sandbox without this site's origin, so that
 * its scripts can neither read the viewer's session nor act on the page.
 */
export function EmbedStream({
  kind,
  meta,
  title,
  fullScreen,
}: {
  kind: EmbedKind;
  meta: StreamMeta;
  title: string;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const source = embedSource(kind, meta, window.location.origin);
  const frameSx = {
    inlineSize: '100%',
    border: 0,
    display: 'block',
    bgcolor: 'common.black',
    ...playerHeightSx('frame', fullScreen),
  };
  if (source.kind === 'none') return <StageNotice text={t('watch.streamUnavailable')} />;
  const frameTitle = t('watch.liveStreamOf', { title });
  if (source.kind === 'code') {
    return (
      <Box
        component="iframe"
        title={frameTitle}
        srcDoc={source.html}
        sandbox="allow-scripts allow-popups allow-presentation"
        allow={ALLOW[kind]}
        referrerPolicy="no-referrer"
        sx={frameSx}
      />
    );
  }
  return (
    <Box
      component="iframe"
      title={frameTitle}
      src={source.src}
      allow={ALLOW[kind]}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sx={frameSx}
    />
  );
}
