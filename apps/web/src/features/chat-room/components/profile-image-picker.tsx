import Avatar from '@mui/material/Avatar';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { CHAT_IMAGE } from '@screener/contracts/chat-room';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureFileButton, PictureZoom } from '../../../ui/picture-controls';
import { useCroppedPicture } from '../../../ui/use-cropped-picture';
import { cropToSquare } from '../crop-image';
import '../../../i18n/chat-room/chat-room-texts';

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
  const helperId = useId();
  const picture = useCroppedPicture({
    crop: cropToSquare,
    problemOf: (file) =>
      !file.type.startsWith('image/') || file.size >= CHAT_IMAGE.maxBytes
        ? t('chatRoom.profile.imageTooLarge')
        : null,
    unreadable: t('chatRoom.profile.imageUnreadable'),
    onCropped: onChange,
  });

  const shown = picture.cropped ?? current;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown ?? undefined}
        alt={shown ? t('chatRoom.profile.imagePreview') : undefined}
        sx={{ inlineSize: 120, blockSize: 120 }}
      />
      <PictureFileButton accept={CHAT_IMAGE.types.join(',')} describedBy={helperId} onChoose={picture.choose}>
        {shown ? t('chatRoom.profile.changeImage') : t('chatRoom.profile.chooseImage')}
        {required ? ' *' : ''}
      </PictureFileButton>
      <PictureZoom picture={picture} label={t('chatRoom.profile.zoom')} inlineSize={200} />
      <FormHelperText id={helperId} error={Boolean(picture.error)}>
        {picture.error ?? t('chatRoom.profile.imageHint')}
      </FormHelperText>
    </Stack>
  );
}
