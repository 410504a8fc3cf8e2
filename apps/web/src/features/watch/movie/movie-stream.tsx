import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import HighQualityIcon from '@mui/icons-material/HighQuality';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseApiDateTime } from '@screener/contracts/dates';
import { type PlayerState, resumeTime, type WatchScreener } from '@screener/contracts/watch';
import type { TFunction } from 'i18next';
import { type SyntheticEvent, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { languageName } from '../../../ui/language-name';
import { safeImageSrc } from '../../../ui/safe-url';
import { useWatchAnalytics } from '../analytics/use-watch-analytics';
import { playerHeightSx } from '../player-heights';
import { usePlayerState } from './api';
import { type CastState, castStatusKey, isCasting } from './cast/cast-state';
import { canCast } from './cast/use-cast-sender';
import { CastButton } from './cast-button';
import { MoviePlaylist } from './movie-playlist';
import { type MenuOption, PlayerMenu } from './player-menu';
import {
  afterFilmEnded,
  afterPreRoll,
  allowedSeekTime,
  chooseFilm,
  type PlaylistFilm,
  playbackLimits,
  playbackOf,
  playlistOf,
  startingState,
} from './player-rules';
import { StreamProblemNotice } from './stream-problem-notice';
import { AUTO_RESOLUTION, renditionIndex, useHlsPlayback } from './use-hls-playback';
import { usePlayerStateSaver } from './use-player-state-saver';

/** The subtitle choice that shows none. */
const SUBTITLES_OFF = 'off';

/**
 * What the player says once the last film ended: the film is over, not the event. While the
 * viewer's window stays open it says until when they may watch again (in their own time), with no
 * window it only thanks them.
 */
function endedText(windowEndsAt: string | null, locale: string, t: TFunction): string {
  const until = windowEndsAt === null ? null : parseApiDateTime(windowEndsAt);
  if (until === null || until.getTime() <= Date.now()) return t('player.endedOpen');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(until);
  return t('player.endedUntil', { time });
}

/** The event's picture, which the player shows until the film's first frame (as the first view does). */
const posterOf = (screener: WatchScreener) => safeImageSrc(screener.thumbnail_url) ?? undefined;

type Props = {
  screener: WatchScreener;
  isPreview: boolean;
  /** The page's full-screen mode, in which the player takes 98 vh (spec part 2 §9). */
  fullScreen: boolean;
  /** Called at the film's (or pre-roll's) first frame, or once there is none to wait for. */
  onStarted?: () => void;
};

/**
 * The movie stream of the watch page (spec part 2 §4.1): the event's films in order after an
 * optional pre-roll, from where the viewer left off (from the start in preview mode).
 */
export function MovieStream({ screener, isPreview, fullScreen, onStarted }: Props) {
  const { t } = useTranslation();
  const playlist = useMemo(() => playlistOf(screener), [screener]);
  const saved = usePlayerState(screener.id, !isPreview);
  // The player's own box while the saved position loads, so the chat below it does not jump.
  if (!isPreview && saved.isPending)
    return (
      <Box
        sx={{
          ...playerHeightSx('player', fullScreen),
          bgcolor: 'common.black',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <CircularProgress aria-label={t('player.loading')} />
      </Box>
    );
  // A failed read starts from the defaults rather than keep the viewer from the film.
  const initial = startingState(screener.id, saved.data ?? null, {
    preview: isPreview,
    filmCount: playlist.length,
  });
  return (
    <MoviePlayer
      screener={screener}
      playlist={playlist}
      isPreview={isPreview}
      fullScreen={fullScreen}
      initial={initial}
      onStarted={onStarted}
    />
  );
}

function MoviePlayer({
  screener,
  playlist,
  isPreview,
  fullScreen,
  initial,
  onStarted,
}: Props & { playlist: PlaylistFilm[]; initial: PlayerState }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(initial);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Where the playing source is, the furthest point watched in it, and where it starts. */
  const playheadRef = useRef(initial.currentTime);
  const furthestRef = useRef(initial.currentTime);
  const startAtRef = useRef(initial.currentTime);
  const castingRef = useRef(false);

  const playback = playbackOf(state, playlist);
  const src = playback.kind === 'preRoll' || playback.kind === 'film' ? playback.src : null;
  const filmId = playback.kind === 'film' ? playback.film.id : null;
  // The company's QoE monitoring key (decision 0060); none, and no monitoring SDK is fetched.
  const monitoringKey = use(CurrentCompanyContext)?.custom_properties.video_monitoring_key;
  const { renditions, playing, problem, chooseResolution, retry } = useHlsPlayback(
    video,
    src,
    state.resolution,
    () => startAtRef.current,
    monitoringKey && playback.kind === 'film'
      ? { envKey: monitoringKey, film: { id: String(playback.film.id), title: playback.film.title } }
      : null,
  );
  const limits = playbackLimits(screener);
  // A pre-roll can be neither paused nor skipped: it ends only by being watched.
  const noSkip = limits.noSkip || playback.kind === 'preRoll';
  const noPause = limits.noPause || playback.kind === 'preRoll';

  const save = usePlayerStateSaver(
    () => ({ ...stateRef.current, currentTime: playheadRef.current }),
    !isPreview,
  );
  const recordWatch = useWatchAnalytics(screener.id, !isPreview);

  // Nothing to wait for: no source, or a stream that stopped before its first frame.
  useEffect(() => {
    if (src === null || problem !== null) onStarted?.();
  }, [src, problem, onStarted]);

  // Every change of film, pre-roll, subtitle or resolution is saved at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the save follows each new state.
  useEffect(() => {
    save();
  }, [state, save]);

  const move = (next: PlayerState) => {
    playheadRef.current = next.currentTime;
    furthestRef.current = next.currentTime;
    startAtRef.current = next.currentTime;
    setNotice(null);
    setState(next);
  };

  useShowSubtitles(video, state.subtitle_lang, (language) =>
    setState((current) =>
      current.subtitle_lang === language ? current : { ...current, subtitle_lang: language },
    ),
  );

  // While a device plays the film the page's player waits, and the line below it says where it plays.
  const onCastStateChange = useCallback(
    (cast: CastState) => {
      const casting = isCasting(cast);
      const key = castStatusKey(cast);
      if (key) setNotice(t(key, { device: cast.device ?? t('player.cast.anotherDevice') }));
      else if (castingRef.current) setNotice(null);
      if (casting === castingRef.current) return;
      castingRef.current = casting;
      if (casting) video?.pause();
      else void video?.play().catch(() => undefined);
    },
    [video, t],
  );

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    // A place saved in the film's last moments means it was watched: it plays from the start.
    const startAt = resumeTime(startAtRef.current, element.duration);
    if (startAt !== startAtRef.current) {
      startAtRef.current = startAt;
      playheadRef.current = startAt;
    }
    if (startAt < element.duration && Math.abs(element.currentTime - startAt) > 0.5)
      element.currentTime = startAt;
  };
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    if (element.seeking) return;
    recordWatch(filmId, playheadRef.current, element.currentTime);
    playheadRef.current = element.currentTime;
    furthestRef.current = Math.max(furthestRef.current, element.currentTime);
  };
  const onSeeking = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const allowed = allowedSeekTime(element.currentTime, furthestRef.current, noSkip);
    if (allowed === element.currentTime) return;
    element.currentTime = allowed;
    setNotice(t('player.noSkip'));
  };
  const onPause = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    if (!element.ended && noPause && !castingRef.current) {
      setNotice(t('player.noPause'));
      void element.play().catch(() => undefined);
      return;
    }
    save();
  };
  const onEnded = () => {
    move(playback.kind === 'preRoll' ? afterPreRoll(state) : afterFilmEnded(state, playlist.length));
  };

  const subtitleOptions: MenuOption[] =
    playback.kind === 'film' && playback.film.subtitles.length > 0
      ? [
          { value: SUBTITLES_OFF, label: t('player.subtitles.off') },
          ...playback.film.subtitles.map((subtitle) => ({
            value: subtitle.lang_subtitle,
            label: languageName(subtitle.lang_subtitle, i18n.language),
          })),
        ]
      : [];
  // The menu lists the film's own ladder (its master playlist's renditions); Auto names the one on
  // screen, and a choice saved on another film that this one does not offer plays, and shows, as Auto.
  const resolutionOptions: MenuOption[] =
    renditions.length > 1
      ? [
          {
            value: AUTO_RESOLUTION,
            label: playing
              ? t('player.resolution.autoPlaying', { value: playing })
              : t('player.resolution.auto'),
          },
          ...renditions.map((rendition) => ({ value: rendition.value, label: rendition.value })),
        ]
      : [];
  const resolution = renditionIndex(renditions, state.resolution) === -1 ? AUTO_RESOLUTION : state.resolution;
  const optionLabel = (options: MenuOption[], value: string) =>
    options.find((option) => option.value === value)?.label ?? options[0]?.label ?? value;

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'common.black',
          color: 'grey.100',
          ...playerHeightSx('player', fullScreen),
          display: 'grid',
          // One cell the size of the box, so that the film fits the box rather than grow past it.
          gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
          placeItems: 'center',
        }}
      >
        {playback.kind === 'empty' && (
          <Typography role="status" sx={{ p: 2, textAlign: 'center' }}>
            {t('player.noFilm')}
          </Typography>
        )}
        {playback.kind === 'ended' && (
          <Stack role="status" spacing={2} sx={{ p: 2, alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {endedText(screener.window_ends_at, i18n.language, t)}
            </Typography>
            <Button
              variant="contained"
              onClick={() => move({ ...state, currentMovieIndex: 0, currentTime: 0 })}
            >
              {t('player.watchAgain')}
            </Button>
          </Stack>
        )}
        {src !== null && (
          <Box
            component="video"
            // A new element for each film, even one with the same source as the last, so that it starts.
            key={`${playback.kind}:${state.currentMovieIndex}:${src}`}
            ref={setVideo}
            controls
            autoPlay
            playsInline
            poster={posterOf(screener)}
            aria-label={t('player.label', {
              title: playback.kind === 'film' ? playback.film.title : screener.title,
            })}
            onLoadedMetadata={onLoadedMetadata}
            onLoadedData={onStarted}
            onTimeUpdate={onTimeUpdate}
            onSeeking={onSeeking}
            onPause={onPause}
            onEnded={onEnded}
            sx={{ inlineSize: '100%', blockSize: '100%', display: 'block' }}
          >
            {playback.kind === 'film' &&
              playback.film.subtitles.map((subtitle) => (
                <track
                  key={subtitle.lang_subtitle}
                  kind="subtitles"
                  src={subtitle.src_subtitle}
                  srcLang={subtitle.lang_subtitle}
                  label={languageName(subtitle.lang_subtitle, i18n.language)}
                  default={subtitle.lang_subtitle === state.subtitle_lang}
                />
              ))}
          </Box>
        )}
        {problem && (
          <Box sx={{ position: 'absolute', insetInline: 16, insetBlockStart: 16 }}>
            <StreamProblemNotice problem={problem} onRetry={() => void retry(screener.id, isPreview)} />
          </Box>
        )}
      </Box>

      {src !== null && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', paddingBlock: 1, paddingInline: 1, rowGap: 1 }}
        >
          {playback.kind === 'preRoll' ? (
            <Chip size="small" color="secondary" label={t('player.preRoll')} />
          ) : (
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {playback.kind === 'film' && t('player.nowPlaying', { title: playback.film.title })}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {subtitleOptions.length > 0 && (
            <PlayerMenu
              icon={<ClosedCaptionIcon />}
              label={t('player.subtitles.label')}
              current={t('player.subtitles.current', {
                value: optionLabel(subtitleOptions, state.subtitle_lang),
              })}
              options={subtitleOptions}
              value={state.subtitle_lang}
              onChoose={(value) => setState({ ...state, subtitle_lang: value })}
            />
          )}
          {resolutionOptions.length > 0 && (
            <PlayerMenu
              icon={<HighQualityIcon />}
              label={t('player.resolution.label')}
              current={t('player.resolution.current', {
                value: optionLabel(resolutionOptions, resolution),
              })}
              options={resolutionOptions}
              value={resolution}
              onChoose={(value) => {
                chooseResolution(value);
                setState({ ...state, resolution: value });
              }}
            />
          )}
          {playback.kind === 'film' && canCast() && (
            <CastButton
              companyId={screener.company_id}
              screenerId={screener.id}
              filmId={playback.film.id}
              title={playback.film.title}
              currentTime={() => playheadRef.current}
              onStateChange={onCastStateChange}
              onFailed={() => setNotice(t('player.cast.failed'))}
            />
          )}
        </Stack>
      )}
      <Typography role="status" variant="body2" sx={{ paddingInline: 1, minBlockSize: '1.5em' }}>
        {notice}
      </Typography>

      {playlist.length > 1 && (
        <MoviePlaylist
          films={playlist}
          currentIndex={state.currentMovieIndex}
          switchingEnabled={screener.event_configuration.movie_switching_enabled}
          onChoose={(index) => {
            const next = chooseFilm(state, index, {
              switchingEnabled: screener.event_configuration.movie_switching_enabled,
              filmCount: playlist.length,
            });
            if (next) move(next);
          }}
        />
      )}
    </Box>
  );
}

/**
 * Shows the subtitle track of the chosen language (or none), and reports a choice the viewer made
 * in the browser's own captions menu so that it is saved too.
 */
function useShowSubtitles(
  video: HTMLVideoElement | null,
  language: string,
  onChosen: (language: string) => void,
) {
  const onChosenRef = useRef(onChosen);
  onChosenRef.current = onChosen;
  useEffect(() => {
    const tracks = video?.textTracks;
    if (typeof tracks?.addEventListener !== 'function') return;
    const apply = () => {
      for (const track of Array.from(tracks))
        track.mode = track.language === language ? 'showing' : 'disabled';
    };
    const report = () => {
      const showing = Array.from(tracks).find((track) => track.mode === 'showing');
      const chosen = showing?.language ?? SUBTITLES_OFF;
      if (tracks.length > 0 && chosen !== language) onChosenRef.current(chosen);
    };
    apply();
    tracks.addEventListener('addtrack', apply);
    tracks.addEventListener('change', report);
    return () => {
      tracks.removeEventListener('addtrack', apply);
      tracks.removeEventListener('change', report);
    };
  }, [video, language]);
}
