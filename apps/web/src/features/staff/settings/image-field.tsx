import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications';
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
  const inputId = useId();
  const zoomId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [zoom, setZoom] = useState(1);
  const [cropped, setCropped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    let live = true;
    cropSettingsImage(file, kind, zoom).then(
      (dataUrl) => live && setCropped(dataUrl),
      () => live && setError(t('settings.image.unreadable')),
    );
    return () => {
      live = false;
    };
  }, [file, zoom, kind, t]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    setCropped(null);
    const picture = chosen?.type.startsWith('image/') ? chosen : null;
    setFile(picture);
    if (chosen && !picture) setError(t('settings.image.unreadable'));
    setZoom(1);
  };

  const upload = async (image: string | null) => {
    try {
      await save.mutateAsync({ kind, image });
      notify(t('settings.saved'), 'success');
      setFile(null);
      setCropped(null);
    } catch (failure) {
      setError(apiErrorText(failure));
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
        <Button component="label" htmlFor={inputId} variant="outlined" size="small">
          {t('settings.image.choose', { name: label })}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            style={{ position: 'absolute', inlineSize: 1, blockSize: 1, opacity: 0 }}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
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
      {file ? (
        <Stack sx={{ inlineSize: 220 }}>
          <Typography variant="caption" component="span" id={zoomId}>
            {t('settings.image.zoom')}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={(_, value) => setZoom(Array.isArray(value) ? (value[0] ?? 1) : value)}
            aria-labelledby={zoomId}
          />
        </Stack>
      ) : null}
      <FormHelperText error={Boolean(error)}>
        {error ?? t('settings.image.hint', { size: Math.round(SETTINGS_IMAGE.maxBytes / 1024) })}
      </FormHelperText>
    </Stack>
  );
}
