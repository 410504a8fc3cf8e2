import Box from '@mui/material/Box';
import { IS_VOD } from '@screener/contracts/event';
import { resolveStage, type WatchScreener } from '@screener/contracts/watch';
import { useTranslation } from 'react-i18next';
import { LiveChatPanel } from '../chat/live-chat-panel';
import { isEmbedKind } from '../embed-source';
import { MovieStream } from '../movie/movie-stream';
import { EmbedStream } from './embed-stream';
import { MediaStreamPlayer } from './media-stream-player';
import { StageNotice } from './stage-notice';

/**
 * The stage (spec part 2 §4.1): the forced stream, else the movie stream (which shows its own
 * playlist when the event has several films); the live chat beside it on live events whose chat
 * stream is active. It re-resolves whenever the event's streams change.
 */
export function WatchStage({
  screener,
  preview,
  fullScreen,
}: {
  screener: WatchScreener;
  preview: boolean;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const stage = resolveStage(screener.streams, {
    isVod: screener.is_vod_event === IS_VOD.on_demand,
    filmCount: screener.films.length,
  });
  const main = stage.main;
  const meta = main ? (screener.streams[main]?.content ?? {}) : {};

  let content: React.ReactNode;
  if (main === null) content = <StageNotice text={t('watch.noStream')} />;
  else if (main === 'movie_stream')
    content = <MovieStream screener={screener} isPreview={preview} fullScreen={fullScreen} />;
  else if (main === 'media_stream')
    content = (
      <MediaStreamPlayer streamingUrl={meta.streaming_url} title={screener.title} fullScreen={fullScreen} />
    );
  else if (isEmbedKind(main))
    content = <EmbedStream kind={main} meta={meta} title={screener.title} fullScreen={fullScreen} />;
  else content = <StageNotice text={t('watch.streamUnavailable')} />;

  return (
    <Box
      component="section"
      aria-label={t('watch.stage')}
      data-stream={main ?? 'none'}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: stage.liveChat ? 'minmax(0, 1fr) 360px' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minInlineSize: 0 }}>{content}</Box>
      {stage.liveChat ? <LiveChatPanel screenerId={screener.id} /> : null}
    </Box>
  );
}
