import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureFileButton, PictureZoom } from '../../ui/picture-controls';
import type { CroppedPicture } from '../../ui/use-cropped-picture';

type Props = {
  title: string;
  picture: CroppedPicture;
  /** The picture saved now, shown while none is being cropped. */
  current: string | null;
  previewAlt: string;
  /** The preview's frame: each picture has its own shape. */
  frameSx: SxProps<Theme>;
  imageSx: SxProps<Theme>;
  labels: { choose: string; use: string; remove: string };
  busy: boolean;
  onUse: (image: string) => void;
  onRemove: () => void;
  hint: string;
  children?: ReactNode;
};

/**
 * A back-office picture: its preview, a file chosen and cropped in the browser with a zoom, then
 * used (uploaded) or the current one removed; the hint or the last problem beneath.
 */
export function CroppedPictureField({
  title,
  picture,
  current,
  previewAlt,
  frameSx,
  imageSx,
  labels,
  busy,
  onUse,
  onRemove,
  hint,
  children,
}: Props) {
  const { t } = useTranslation('admin');
  const { cropped, error } = picture;
  const shown = cropped ?? current;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      <Box
        sx={[
          { display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 },
          ...(Array.isArray(frameSx) ? frameSx : [frameSx]),
        ]}
      >
        {shown ? (
          <Box component="img" src={shown} alt={previewAlt} sx={imageSx} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('settings.image.none')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <PictureFileButton accept="image/png,image/jpeg,image/webp" onChoose={picture.choose}>
          {labels.choose}
        </PictureFileButton>
        {cropped ? (
          <Button size="small" variant="contained" loading={busy} onClick={() => onUse(cropped)}>
            {labels.use}
          </Button>
        ) : null}
        {current && !cropped ? (
          <Button size="small" color="error" loading={busy} onClick={onRemove}>
            {labels.remove}
          </Button>
        ) : null}
      </Stack>
      <PictureZoom picture={picture} label={t('settings.image.zoom')} inlineSize={220} />
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
      {children}
    </Stack>
  );
}
