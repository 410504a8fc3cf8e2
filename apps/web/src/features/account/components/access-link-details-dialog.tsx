import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  type AccessLinkDetailsForm,
  NAME_MAX_LENGTH,
  ZAccessLinkDetailsForm,
} from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { useFieldErrorText } from '../../../ui/form-errors';
import { useFormSubmit } from '../../../ui/use-form-submit';

/** The anonymous access link's details: name (optional, 3 to 250) and email, checked before login. */
export function AccessLinkDetailsDialog({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (details: AccessLinkDetailsForm) => Promise<void>;
  serverErrors: Partial<Record<'name' | 'email', string>>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const form = useForm<z.input<typeof ZAccessLinkDetailsForm>, unknown, AccessLinkDetailsForm>({
    resolver: zodResolver(ZAccessLinkDetailsForm),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  // The page signs in and keeps the server's refusals itself (`serverErrors`); nothing is thrown here.
  const { submit, busy } = useFormSubmit(form, { fields: ['name', 'email'], action: onSubmit });

  return (
    <FormDialog open title={t('account.linkDetailsTitle')}>
      <DialogForm
        submission={{ submit, busy }}
        intro={t('account.linkDetailsIntro')}
        submitLabel={t('account.continue')}
      >
        <TextField
          {...form.register('name')}
          label={t('account.nameOptional')}
          autoComplete="name"
          autoFocus
          error={Boolean(errors.name ?? serverErrors.name)}
          helperText={fieldError(errors.name?.message ?? serverErrors.name)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
        <TextField
          {...form.register('email')}
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          error={Boolean(errors.email ?? serverErrors.email)}
          helperText={fieldError(errors.email?.message ?? serverErrors.email)}
        />
      </DialogForm>
    </FormDialog>
  );
}
