import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { IS_VOD } from '@screener/contracts/event';
import { resolveStage, type WatchScreener } from '@screener/contracts/watch';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../../i18n/i18n';
import { LIVE_CHAT_BOX_SX } from '../chat/live-chat-box';
import { isEmbedKind } from '../embed-source';
import { MovieStream } from '../movie/movie-stream';
import { EmbedStream } from './embed-stream';
import { MediaStreamPlayer } from './media-stream-player';
import { StageNotice } from './stage-notice';

const LiveChatPanel = lazy(async () => ({
  default: (await withTexts(import('../chat/live-chat-panel'))).LiveChatPanel,
}));

/** The latest the live chat waits for the film's first frame (a stalled film does not keep it away). */
const CHAT_AFTER_FILM_MAX_MS = 8000;

/**
 * Whether the film has started (its first frame, or no film to wait for): until then the live
 * chat's code, history and layout stay off a slow phone's line and main thread (BENCHMARKS.md, "The
 * watch page's first frame").
 */
function useFilmStarted(waitForFilm: boolean) {
  const [started, setStarted] = useState(false);
  const markStarted = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (!waitForFilm) return;
    const timer = window.setTimeout(markStarted, CHAT_AFTER_FILM_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [waitForFilm, markStarted]);
  return { started: started || !waitForFilm, markStarted };
}

/** The live chat, drawn once the film has started; an empty panel of its size holds its place. */
function LiveChatWhenStarted({ screenerId, started }: { screenerId: number; started: boolean }) {
  const standIn = <Paper variant="outlined" aria-hidden sx={LIVE_CHAT_BOX_SX} />;
  return started ? (
    <Suspense fallback={standIn}>
      <LiveChatPanel screenerId={screenerId} />
    </Suspense>
  ) : (
    standIn
  );
}

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
  const film = useFilmStarted(main === 'movie_stream');
  const meta = main ? (screener.streams[main]?.content ?? {}) : {};

  let content: React.ReactNode;
  if (main === null) content = <StageNotice text={t('watch.noStream')} />;
  else if (main === 'movie_stream')
    content = (
      <MovieStream
        screener={screener}
        isPreview={preview}
        fullScreen={fullScreen}
        onStarted={film.markStarted}
      />
    );
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
      {stage.liveChat ? <LiveChatWhenStarted screenerId={screener.id} started={film.started} /> : null}
    </Box>
  );
}
