import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminFilm,
  FILM_MEDIA_KINDS,
  type FilmFields,
  type FilmForm,
  ZFilmForm,
} from '@screener/contracts/films';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyServerFieldErrors, errorProps } from '../../ui/form-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LanguageTabs } from '../components/language-tabs';
import { LoadState } from '../components/load-state';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
import { FilmPictureUpload } from './film-picture-upload';
import { useCreateFilm, useFilm, useUpdateFilm } from './films-api';
import { filmPath } from './films-page';
import { MediaUpload } from './media-upload';
import { SubtitlesSection } from './subtitles-section';

const FIELDS = [
  'title',
  'subtitle',
  'director',
  'producer',
  'synopsis',
  'thumbnail_url',
  'trailer_url',
] as const;
const EMPTY: FilmForm = {
  title: '',
  subtitle: '',
  director: '',
  producer: '',
  synopsis: '',
  thumbnail_url: '',
  trailer_url: '',
  translations: {},
};

const formOf = (film: AdminFilm): FilmForm => ({
  title: film.title,
  subtitle: film.subtitle ?? '',
  director: film.director ?? '',
  producer: film.producer ?? '',
  synopsis: film.synopsis,
  thumbnail_url: film.thumbnail_url ?? '',
  trailer_url: film.trailer_url ?? '',
  translations: film.translations,
});

/**
 * A film's page: its details, and once it exists, its movie, trailer and pre-roll (each uploaded
 * and transcoded) and its subtitles.
 */
export function FilmPage({ filmId }: { filmId: number | null }) {
  const { t } = useTranslation('admin');
  const film = useFilm(filmId);
  useDocumentTitle(film.data?.film.title ?? t('films.new'));

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={ADMIN_PATHS.films}>
        {t('films.back')}
      </Link>
      {filmId === null ? (
        <FilmDetails film={null} />
      ) : !film.data ? (
        <LoadState error={film.error} onRetry={() => void film.refetch()} />
      ) : (
        <>
          <FilmDetails key={film.data.film.id} film={film.data.film} />
          {FILM_MEDIA_KINDS.map((kind) => (
            <MediaUpload key={kind} film={film.data.film} kind={kind} />
          ))}
          <SubtitlesSection film={film.data.film} />
        </>
      )}
    </Stack>
  );
}

function FilmDetails({ film }: { film: AdminFilm | null }) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const create = useCreateFilm();
  const update = useUpdateFilm();
  const form = useForm<FilmForm, unknown, FilmFields>({
    resolver: zodResolver(ZFilmForm),
    defaultValues: film ? formOf(film) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const saving = film ? update : create;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = film
        ? await update.mutateAsync({ ...values, film_id: film.id })
        : await create.mutateAsync(values);
      form.reset(formOf(answer.film));
      if (!film) void navigate(filmPath(answer.film.id), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  const text = (
    name: (typeof FIELDS)[number],
    options: { required?: boolean; multiline?: boolean; ltr?: boolean } = {},
  ) => (
    <TextField
      {...form.register(name)}
      label={t(`films.fields.${name}`)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 4 : undefined}
      {...errorProps(fieldError, errors[name])}
      slotProps={options.ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="h1" variant="h4">
          {film ? film.title : t('films.new')}
        </Typography>
        <LanguageTabs
          label={t('translations.tabsLabel')}
          hasError={(code, isDefault) =>
            isDefault ? Boolean(errors.title || errors.synopsis) : Boolean(errors.translations?.[code])
          }
          panel={(code, isDefault) =>
            isDefault ? (
              <>
                {text('title', { required: true })}
                {text('synopsis', { multiline: true })}
              </>
            ) : (
              (['title', 'synopsis'] as const).map((name) => (
                <TextField
                  key={name}
                  {...form.register(`translations.${code}.${name}`)}
                  label={t(`films.fields.${name}`)}
                  multiline={name === 'synopsis'}
                  minRows={name === 'synopsis' ? 4 : undefined}
                  {...errorProps(fieldError, errors.translations?.[code]?.[name])}
                  slotProps={{ htmlInput: { lang: code, dir: 'auto' } }}
                />
              ))
            )
          }
        />
        {text('subtitle')}
        {text('director')}
        {text('producer')}
        {text('trailer_url', { ltr: true })}
        {text('thumbnail_url', { ltr: true })}
        {film && (
          <FilmPictureUpload
            filmId={film.id}
            onUploaded={(url) => form.resetField('thumbnail_url', { defaultValue: url })}
          />
        )}
        {film && film.thumbnails.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="body2">{t('films.thumbnails')}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {film.thumbnails.map((url, index) => (
                <Button
                  key={url}
                  onClick={() => form.setValue('thumbnail_url', url, { shouldDirty: true })}
                  aria-label={t('films.useThumbnail', { number: index + 1 })}
                  sx={{ p: 0.5 }}
                >
                  <Box
                    component="img"
                    src={url}
                    alt=""
                    sx={{ width: 120, height: 'auto', display: 'block' }}
                  />
                </Button>
              ))}
            </Stack>
          </Stack>
        )}
        {saving.isError && !(Object.keys(errors).length > 0) && (
          <Alert severity="error">{apiErrorText(saving.error)}</Alert>
        )}
        {saving.isSuccess && !form.formState.isDirty && (
          <Alert severity="success" role="status">
            {t('films.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained">
            {film ? t('films.save') : t('films.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
