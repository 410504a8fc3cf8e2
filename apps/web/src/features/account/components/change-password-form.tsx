import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ChangePasswordForm as Values, ZChangePasswordForm } from '@screener/contracts/validation';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../ui/form-shell';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useChangePassword } from '../api';
import { PasswordField } from './password-field';

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
  const mutation = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });

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
      <PasswordField form={form} name="password" label={t('account.newPassword')} purpose="new" autoFocus />
      <PasswordField
        form={form}
        name="password_confirmation"
        label={t('account.confirmPassword')}
        purpose="new"
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
