import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications';
import { PictureFileButton, PictureZoom } from '../../../ui/picture-controls';
import { useCroppedPicture } from '../../../ui/use-cropped-picture';
import { useApiErrorText } from '../use-api-error-text';
import { cropSettingsImage } from './crop-settings-image';
import { useSaveImage } from './settings-api';

/**
 * The logo or the favicon: a picture chosen, cropped in the browser with a zoom towards its centre,
 * previewed, then uploaded; or removed.
 */
export function ImageField({ kind, current }: { kind: 'logo' | 'favicon'; current: string | null }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const save = useSaveImage();
  const unreadable = t('settings.image.unreadable');
  const picture = useCroppedPicture({
    crop: (file, zoom) => cropSettingsImage(file, kind, zoom),
    problemOf: (file) => (file.type.startsWith('image/') ? null : unreadable),
    unreadable,
  });
  const { cropped, error } = picture;

  const upload = async (image: string | null) => {
    try {
      await save.mutateAsync({ kind, image });
      notify(t('settings.saved'), 'success');
      picture.clear();
    } catch (failure) {
      picture.setError(apiErrorText(failure));
    }
  };

  const shown = cropped ?? current;
  const label = t(`settings.image.${kind}`);
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {label}
      </Typography>
      <Box
        sx={{
          blockSize: kind === 'logo' ? 80 : 48,
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          inlineSize: 'fit-content',
          minInlineSize: 48,
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('settings.image.preview', { name: label })}
            sx={{ maxBlockSize: '100%' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('settings.image.none')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <PictureFileButton accept="image/png,image/jpeg,image/webp" onChoose={picture.choose}>
          {t('settings.image.choose', { name: label })}
        </PictureFileButton>
        {cropped ? (
          <Button
            size="small"
            variant="contained"
            loading={save.isPending}
            onClick={() => void upload(cropped)}
          >
            {t('settings.image.upload')}
          </Button>
        ) : null}
        {current && !cropped ? (
          <Button size="small" color="error" loading={save.isPending} onClick={() => void upload(null)}>
            {t('settings.image.remove', { name: label })}
          </Button>
        ) : null}
      </Stack>
      <PictureZoom picture={picture} label={t('settings.image.zoom')} inlineSize={220} />
      <FormHelperText error={Boolean(error)}>
        {error ?? t('settings.image.hint', { size: Math.round(SETTINGS_IMAGE.maxBytes / 1024) })}
      </FormHelperText>
    </Stack>
  );
}
