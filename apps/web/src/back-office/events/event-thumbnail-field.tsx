import TextField from '@mui/material/TextField';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '../../ui/safe-url';
import { useCroppedPicture } from '../../ui/use-cropped-picture';
import { CroppedPictureField } from '../components/cropped-picture-field';
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

  const send = async (image: string) => {
    try {
      const { thumbnail_url } = await upload.mutateAsync(image);
      onChange(thumbnail_url);
      picture.clear();
    } catch (failure) {
      picture.setError(apiErrorText(failure));
    }
  };

  return (
    <CroppedPictureField
      title={t('events.thumbnail.title')}
      picture={picture}
      current={safeImageSrc(value)}
      previewAlt={t('events.thumbnail.preview')}
      frameSx={{
        inlineSize: '100%',
        maxInlineSize: 320,
        aspectRatio: '16 / 9',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
      imageSx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
      labels={{
        choose: t('events.thumbnail.choose'),
        use: t('events.thumbnail.use'),
        remove: t('events.thumbnail.remove'),
      }}
      busy={upload.isPending}
      onUse={(image) => void send(image)}
      onRemove={() => onChange(null)}
      hint={t('events.thumbnail.hint', { size: Math.round(SETTINGS_IMAGE.maxBytes / 1024) })}
    >
      <TextField
        label={t('events.editor.thumbnail')}
        value={value ?? ''}
        onChange={(change) => onChange(change.target.value)}
        onBlur={onBlur}
        error={Boolean(addressError)}
        helperText={
          addressError ??
          t(value?.startsWith('data:') ? 'events.editor.thumbnailInline' : 'events.editor.thumbnailHint')
        }
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
    </CroppedPictureField>
  );
}
