import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangePasswordForm as Values, ZChangePasswordForm } from '@screener/contracts/validation';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
      notify(t('account.passwordChanged'), 'success');
      onChanged();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setFormError(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack
        component="fieldset"
        disabled={isSubmitting}
        spacing={2}
        sx={{ border: 0, padding: 0, margin: 0 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          {...form.register('password')}
          type="password"
          label={t('account.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message)}
        />
        <TextField
          {...form.register('password_confirmation')}
          type="password"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          required
          error={Boolean(errors.password_confirmation)}
          helperText={fieldError(errors.password_confirmation?.message)}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {secondary}
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.change')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
