import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_IMAGE } from '@screener/contracts/chat-room';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropToSquare } from '../crop-image';
import '../chat-room-texts';

/**
 * The profile picture: a file under 2 MB, cropped in the browser to a 300x300 square shown as a
 * circle, with a zoom towards its centre. Hands the cropped picture up as a data URL.
 */
export function ProfileImagePicker({
  current,
  required,
  onChange,
}: {
  current: string | null;
  required: boolean;
  onChange: (dataUrl: string | null) => void;
}) {
  const { t } = useTranslation('chat-room');
  const inputId = useId();
  const helperId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [zoom, setZoom] = useState(1);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    let current = true;
    cropToSquare(file, zoom).then(
      (dataUrl) => {
        if (!current) return;
        setPreview(dataUrl);
        onChange(dataUrl);
      },
      () => {
        if (!current) return;
        setError(t('chatRoom.profile.imageUnreadable'));
        onChange(null);
      },
    );
    return () => {
      current = false;
    };
  }, [file, zoom, onChange, t]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/') || chosen.size >= CHAT_IMAGE.maxBytes) {
      setError(t('chatRoom.profile.imageTooLarge'));
      setFile(null);
      setPreview(null);
      onChange(null);
      return;
    }
    setZoom(1);
    setFile(chosen);
  };

  const shown = preview ?? current;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown ?? undefined}
        alt={shown ? t('chatRoom.profile.imagePreview') : undefined}
        sx={{ inlineSize: 120, blockSize: 120 }}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" size="small">
        {shown ? t('chatRoom.profile.changeImage') : t('chatRoom.profile.chooseImage')}
        {required ? ' *' : ''}
        <input
          id={inputId}
          type="file"
          accept={CHAT_IMAGE.types.join(',')}
          aria-describedby={helperId}
          style={{ position: 'absolute', inlineSize: 1, blockSize: 1, opacity: 0 }}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Button>
      {file ? (
        <Stack sx={{ inlineSize: 200 }}>
          <Typography variant="caption" component="span" id={`${inputId}-zoom`}>
            {t('chatRoom.profile.zoom')}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={(_, value) => setZoom(Array.isArray(value) ? (value[0] ?? 1) : value)}
            aria-labelledby={`${inputId}-zoom`}
          />
        </Stack>
      ) : null}
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? t('chatRoom.profile.imageHint')}
      </FormHelperText>
    </Stack>
  );
}
