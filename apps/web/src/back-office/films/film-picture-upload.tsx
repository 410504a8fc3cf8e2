import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FILM_PICTURE } from '@screener/contracts/films';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/api-errors';
import { useApiErrorText } from '../use-api-error-text';
import { useUploadFilmPicture } from './films-api';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Uploads a JPEG as the film's picture; the server checks its bytes and answers the film with it. */
export function FilmPictureUpload({
  filmId,
  onUploaded,
}: {
  filmId: number;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const inputId = useId();
  const upload = useUploadFilmPicture();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (file.type !== 'image/jpeg' || file.size > FILM_PICTURE.maxBytes)
      return setProblem(t('fieldMessages.picture'));
    upload.mutate(
      { film_id: filmId, image: await readAsDataUrl(file) },
      {
        onSuccess: (answer) => {
          if (answer.film.thumbnail_url) onUploaded(answer.film.thumbnail_url);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiRequestError && error.details?.fields?.image
              ? t('fieldMessages.picture')
              : apiErrorText(error),
          ),
      },
    );
  };

  return (
    <Box>
      <Button variant="outlined" component="label" htmlFor={inputId} disabled={upload.isPending}>
        {t('films.picture.upload')}
      </Button>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg"
        hidden
        data-testid="picture-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
