import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AdminFilm,
  FILM_UPLOAD_MAX_BYTES,
  FILM_UPLOAD_PATH,
  type FilmMediaKind,
} from '@screener/contracts/films';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'tus-js-client';
import { currentLanguage } from '../../i18n/i18n';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useApiErrorText } from '../use-api-error-text';
import { useRefreshFilm, useRemoveMedia, useRetryMedia } from './films-api';
import { runningTime } from './running-time';
import { largestUploadText, uploadFailureText } from './upload-failure';

/** Each PATCH carries at most this much, so a dropped connection loses little. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** A dropped connection is tried again after these pauses (ms) before the upload gives up. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

type Sending = { percent: number; name: string } | null;

/**
 * The film's movie, trailer or pre-roll: a resumable tus upload (a reload or a dropped connection
 * picks it up where it stopped, by the file's fingerprint kept in this browser), then the
 * transcode's progress read from the server until the file is ready, or ffmpeg's reason and Retry
 * when it failed. A trailer or pre-roll can be removed.
 */
export function MediaUpload({ film, kind }: { film: AdminFilm; kind: FilmMediaKind }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const inputId = useId();
  const refresh = useRefreshFilm();
  const retry = useRetryMedia();
  const remove = useRemoveMedia();
  const [sending, setSending] = useState<Sending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useRef<Upload | null>(null);

  useEffect(() => () => void upload.current?.abort(), []);

  const start = async (file: File) => {
    // The server would refuse it too; said before a byte is sent.
    if (file.size > FILM_UPLOAD_MAX_BYTES) {
      setFailure(t('films.upload.tooLarge', { max: largestUploadText(currentLanguage()) }));
      return;
    }
    setFailure(null);
    setSending({ percent: 0, name: file.name });
    const next = new Upload(file, {
      endpoint: FILM_UPLOAD_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { film_id: String(film.id), kind, filename: file.name, filetype: file.type },
      // One film's and kind's fingerprint: the same file chosen again for it resumes, not restarts.
      fingerprint: async (chosen) =>
        `screener-film-${film.id}-${kind}-${chosen instanceof File ? `${chosen.name}-${chosen.size}-${chosen.lastModified}` : ''}`,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setSending({ percent: Math.floor((sent / total) * 100), name: file.name }),
      onError: (error) => {
        setSending(null);
        setFailure(uploadFailureText(error, t, currentLanguage()));
      },
      onSuccess: () => {
        setSending(null);
        void refresh(film.id);
      },
    });
    upload.current = next;
    const previous = await next.findPreviousUploads();
    const last = previous[0];
    if (last) next.resumeFromPreviousUpload(last);
    next.start();
  };

  const movie = film[kind];
  const removable = kind !== 'movie' && movie.state !== 'none';
  return (
    <Stack spacing={2} component="section" aria-labelledby={`${inputId}-title`}>
      <Typography component="h2" variant="h6" id={`${inputId}-title`}>
        {t(`films.kinds.${kind}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`films.kinds.${kind}.about`)}
      </Typography>
      <Typography role="status">
        {movie.state === 'none' ? t(`films.kinds.${kind}.none`) : t(`films.movie.state.${movie.state}`)}
        {movie.state === 'ready' && movie.duration_seconds !== null
          ? ` · ${runningTime(movie.duration_seconds, currentLanguage())}`
          : null}
      </Typography>
      {movie.state === 'processing' && !sending && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={movie.progress}
            aria-label={t('films.movie.transcoding')}
          />
          <Typography variant="body2">
            {t('films.movie.transcodingPercent', { percent: movie.progress })}
          </Typography>
        </Box>
      )}
      {movie.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => retry.mutate({ film_id: film.id, kind })}
              disabled={retry.isPending}
            >
              {t('films.movie.retry')}
            </Button>
          }
        >
          {t('films.movie.failedReason')}
          <Box component="pre" dir="ltr" sx={{ whiteSpace: 'pre-wrap', m: 0, mt: 1, fontSize: 12 }}>
            {movie.error}
          </Box>
        </Alert>
      )}
      {retry.isError && <Alert severity="error">{apiErrorText(retry.error)}</Alert>}
      {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
      {sending ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={sending.percent}
            aria-label={t('films.upload.progress')}
          />
          <Typography variant="body2" role="status">
            {t('films.upload.sending', { name: sending.name, percent: sending.percent })}
          </Typography>
          <Button onClick={() => void upload.current?.abort().then(() => setSending(null))}>
            {t('films.upload.pause')}
          </Button>
        </Box>
      ) : (
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" htmlFor={inputId}>
              {movie.state === 'none' ? t(`films.kinds.${kind}.choose`) : t(`films.kinds.${kind}.replace`)}
              <input
                id={inputId}
                type="file"
                accept="video/*"
                hidden
                data-testid={`${kind}-file`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void start(file);
                }}
              />
            </Button>
            {removable && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('films.remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('films.upload.hint')}
          </Typography>
        </Box>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {kind !== 'movie' && (
        <ConfirmDialog
          open={confirming}
          title={t(`films.kinds.${kind}.removeTitle`)}
          text={t(`films.kinds.${kind}.removeText`)}
          confirmLabel={t('films.remove')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate({ film_id: film.id, kind }, { onSettled: () => setConfirming(false) })
          }
        />
      )}
    </Stack>
  );
}
