import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { type AdminFilm, SUBTITLE_LANGUAGES, SUBTITLE_MAX_CHARS } from '@screener/contracts/films';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/api-errors';
import { languageName } from '../../ui/language-name';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SelectField } from '../components/select-field';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
import { useRemoveSubtitle, useSaveSubtitle } from './films-api';

/** Bigger than this many bytes cannot fit the characters the server takes, so it is not read at all. */
const MAX_FILE_BYTES = 4 * SUBTITLE_MAX_CHARS;
const TOO_BIG = adminFieldMessage('subtitle_too_big', { max: '1 MB' });

/**
 * The film's subtitles: one SRT or WebVTT file per language, kept as WebVTT by the server and
 * offered in the viewer's player. Choosing a language the film has already replaces its file.
 */
export function SubtitlesSection({ film }: { film: AdminFilm }) {
  const { t, i18n } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const apiErrorText = useApiErrorText();
  const dateTime = useAdminDateTime();
  const inputId = useId();
  const save = useSaveSubtitle();
  const remove = useRemoveSubtitle();
  const [lang, setLang] = useState<string>(SUBTITLE_LANGUAGES[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const name = (code: string) => languageName(code, i18n.language);

  const send = async (file: File) => {
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) return setProblem(TOO_BIG);
    const content = await file.text();
    if (content.length > SUBTITLE_MAX_CHARS) return setProblem(TOO_BIG);
    save.mutate(
      { film_id: film.id, lang, content },
      {
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.details?.fields : undefined;
          setProblem(fields?.content?.[0] ?? fields?.lang?.[0] ?? apiErrorText(error));
        },
      },
    );
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${inputId}-title`}>
      <Typography component="h2" variant="h6" id={`${inputId}-title`}>
        {t('films.subtitles.title')}
      </Typography>
      {film.subtitles.length === 0 ? (
        <Typography>{t('films.subtitles.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('films.subtitles.title')}>
          {film.subtitles.map((subtitle) => (
            <ListItem
              key={subtitle.lang}
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setRemoving(subtitle.lang)}>
                  {t('films.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={name(subtitle.lang)}
                secondary={t('films.subtitles.uploaded', { when: dateTime(subtitle.uploaded_at) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          label={t('films.subtitles.language')}
          value={lang}
          onChange={(event) => setLang(event.target.value)}
          sx={{ minWidth: 200 }}
          options={SUBTITLE_LANGUAGES.map((code) => ({ value: code, label: name(code) }))}
        />
        <Box>
          <Button variant="outlined" component="label" htmlFor={inputId} disabled={save.isPending}>
            {film.subtitles.some((subtitle) => subtitle.lang === lang)
              ? t('films.subtitles.replace', { language: name(lang) })
              : t('films.subtitles.choose', { language: name(lang) })}
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            hidden
            data-testid="subtitle-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('films.subtitles.hint')}
      </Typography>
      {problem && <Alert severity="error">{fieldError(problem)}</Alert>}
      {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        title={t('films.subtitles.removeTitle', { language: name(removing ?? '') })}
        text={t('films.subtitles.removeText')}
        confirmLabel={t('films.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate({ film_id: film.id, lang: removing }, { onSettled: () => setRemoving(null) })
        }
      />
    </Stack>
  );
}
