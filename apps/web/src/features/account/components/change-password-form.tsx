import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangePasswordForm as Values, ZChangePasswordForm } from '@screener/contracts/validation';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useChangePassword } from '../api';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * New password and its confirmation (spec part 1 §5): used by the login flow's change_password
 * step and by the profile's change-password dialog, which passes its own Cancel as `secondary`.
 */
export function ChangePasswordForm({
  onChanged,
  secondary,
}: {
  onChanged: () => void;
  secondary?: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const mutation = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const { submit, busy, formError } = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      await mutation.mutateAsync(values);
      notify(t('account.passwordChanged'), 'success');
      onChanged();
    },
  });

  return (
    <FormShell onSubmit={submit} busy={busy} error={formError}>
      <TextField
        {...form.register('password')}
        type="password"
        label={t('account.newPassword')}
        autoComplete="new-password"
        required
        autoFocus
        {...errorProps(fieldError, errors.password)}
      />
      <TextField
        {...form.register('password_confirmation')}
        type="password"
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        required
        {...errorProps(fieldError, errors.password_confirmation)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondary}
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.change')}
        </Button>
      </Stack>
    </FormShell>
  );
}
