import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useCroppedPicture } from '../../ui/use-cropped-picture';
import { CroppedPictureField } from '../components/cropped-picture-field';
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

  const upload = async (image: string | null) => {
    try {
      await save.mutateAsync({ kind, image });
      notify(t('settings.saved'), 'success');
      picture.clear();
    } catch (failure) {
      picture.setError(apiErrorText(failure));
    }
  };

  const label = t(`settings.image.${kind}`);
  return (
    <CroppedPictureField
      title={label}
      picture={picture}
      current={current}
      previewAlt={t('settings.image.preview', { name: label })}
      frameSx={{ blockSize: kind === 'logo' ? 80 : 48, p: 1, inlineSize: 'fit-content', minInlineSize: 48 }}
      imageSx={{ maxBlockSize: '100%' }}
      labels={{
        choose: t('settings.image.choose', { name: label }),
        use: t('settings.image.upload'),
        remove: t('settings.image.remove', { name: label }),
      }}
      busy={save.isPending}
      onUse={(image) => void upload(image)}
      onRemove={() => void upload(null)}
      hint={t('settings.image.hint', { size: Math.round(SETTINGS_IMAGE.maxBytes / 1024) })}
    />
  );
}
