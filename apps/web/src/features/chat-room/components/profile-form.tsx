import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ChatProfileForm, ZChatProfileForm } from '@screener/contracts/chat-room';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { ProfileImagePicker } from './profile-image-picker';
import '../../../i18n/chat-room/chat-room-texts';

/**
 * The chat profile, shared by registration and the profile tab (spec part 2 §5): name 5 to 30,
 * bio 10 to 300, checked on blur and on submit; the picture is checked apart, and required only
 * on registration.
 */
export function ProfileForm({
  initial,
  currentImage,
  imageRequired,
  submitLabel,
  onSubmit,
}: {
  initial: ChatProfileForm;
  currentImage: string | null;
  imageRequired: boolean;
  submitLabel: string;
  onSubmit: (profile: ChatProfileForm, image: string | null) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('chat-room');
  const fieldError = useFieldErrorText();
  const [image, setImage] = useState<string | null>(null);
  const [imageMissing, setImageMissing] = useState(false);
  const form = useForm<ChatProfileForm>({
    resolver: zodResolver(ZChatProfileForm),
    defaultValues: initial,
    mode: 'onBlur',
  });
  const { errors } = form.formState;
  const pickImage = useCallback((dataUrl: string | null) => {
    setImage(dataUrl);
    if (dataUrl) setImageMissing(false);
  }, []);

  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['name', 'bio'],
    action: async (profile) => {
      if (imageRequired && !image) {
        setImageMissing(true);
        return;
      }
      notify((await onSubmit(profile, image)).message, 'success');
    },
  });

  return (
    <FormShell onSubmit={submit} busy={busy} error={formError} sx={{ paddingBlock: 1 }}>
      <ProfileImagePicker current={currentImage} required={imageRequired} onChange={pickImage} />
      {imageMissing ? <Alert severity="error">{t('chatRoom.profile.imageRequired')}</Alert> : null}
      <TextField
        {...form.register('name')}
        label={t('chatRoom.profile.name')}
        required
        {...errorProps(fieldError, errors.name, ' ')}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        {...form.register('bio')}
        label={t('chatRoom.profile.bio')}
        required
        multiline
        minRows={3}
        {...errorProps(fieldError, errors.bio, ' ')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button type="submit" variant="contained" loading={busy}>
        {submitLabel}
      </Button>
    </FormShell>
  );
}
