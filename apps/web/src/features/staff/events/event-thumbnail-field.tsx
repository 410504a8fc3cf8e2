import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import { useTranslation } from 'react-i18next';
import { PictureFileButton, PictureZoom } from '../../../ui/picture-controls';
import { safeImageSrc } from '../../../ui/safe-url';
import { useCroppedPicture } from '../../../ui/use-cropped-picture';
import { cropSettingsImage } from '../settings/crop-settings-image';
import { useApiErrorText } from '../use-api-error-text';
import { useUploadEventThumbnail } from './event-extras-api';

type Props = {
  value: string | null;
  onChange: (url: string | null) => void;
  onBlur: () => void;
  /** The form's message for a bad address, if any. */
  addressError: string | undefined;
};

/**
 * The event's picture: uploaded from a file, cropped to 16:9 in the browser like the company's
 * logo, or given as an address. An upload fills the address; saving the event keeps it.
 */
export function EventThumbnailField({ value, onChange, onBlur, addressError }: Props) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const upload = useUploadEventThumbnail();
  const unreadable = t('settings.image.unreadable');
  const picture = useCroppedPicture({
    crop: (file, zoom) => cropSettingsImage(file, 'thumbnail', zoom),
    problemOf: (file) => (file.type.startsWith('image/') ? null : unreadable),
    unreadable,
  });
  const { cropped, error } = picture;

  const send = async (image: string) => {
    try {
      const { thumbnail_url } = await upload.mutateAsync(image);
      onChange(thumbnail_url);
      picture.clear();
    } catch (failure) {
      picture.setError(apiErrorText(failure));
    }
  };

  const shown = cropped ?? safeImageSrc(value);
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {t('events.thumbnail.title')}
      </Typography>
      <Box
        sx={{
          inlineSize: '100%',
          maxInlineSize: 320,
          aspectRatio: '16 / 9',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('events.thumbnail.preview')}
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('settings.image.none')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <PictureFileButton accept="image/png,image/jpeg,image/webp" onChoose={picture.choose}>
          {t('events.thumbnail.choose')}
        </PictureFileButton>
        {cropped ? (
          <Button
            size="small"
            variant="contained"
            loading={upload.isPending}
            onClick={() => void send(cropped)}
          >
            {t('events.thumbnail.use')}
          </Button>
        ) : null}
        {value && !cropped ? (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {t('events.thumbnail.remove')}
          </Button>
        ) : null}
      </Stack>
      <PictureZoom picture={picture} label={t('settings.image.zoom')} inlineSize={220} />
      <FormHelperText error={Boolean(error)}>
        {error ?? t('events.thumbnail.hint', { size: Math.round(SETTINGS_IMAGE.maxBytes / 1024) })}
      </FormHelperText>
      <TextField
        label={t('events.editor.thumbnail')}
        value={value ?? ''}
        onChange={(change) => onChange(change.target.value)}
        onBlur={onBlur}
        error={Boolean(addressError)}
        helperText={addressError ?? t('events.editor.thumbnailHint')}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
    </Stack>
  );
}
