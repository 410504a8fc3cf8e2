import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zLoginPassword } from '@screener/contracts/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useLoginWithPassword, useResendVerification } from '../api';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZPasswordForm = z.object({ password: zLoginPassword });

/** ask_password: the password, or a code by email instead (a forgotten password). */
export function PasswordStep({ state, dispatch, redirectTo }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const login = useLoginWithPassword();
  const resend = useResendVerification();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof ZPasswordForm>>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { password: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const email = state.email ?? '';

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await login.mutateAsync({ email, password });
      dispatch({ type: 'PASSWORD_ACCEPTED' });
    } catch (error) {
      // The form's one field is what a refusal is about, so its message goes there and focus with it.
      if (!applyServerFieldErrors(error, ['password'], form.setError))
        form.setError('password', { type: 'server', message: errorText(error, t) });
    }
  });

  const askCode = async () => {
    setFormError(null);
    try {
      const answer = await resend.mutateAsync({ email, ...(redirectTo ? { redirectTo } : {}) });
      dispatch({ type: 'CODE_REQUESTED', pendingKey: answer.otp.key });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  return (
    <StepFrame
      title={t('account.passwordTitle')}
      description={t('account.passwordIntro', { email })}
      onBack={() => dispatch({ type: 'BACK' })}
    >
      <form noValidate onSubmit={submit}>
        <Stack
          component="fieldset"
          disabled={isSubmitting}
          spacing={2}
          sx={{ border: 0, padding: 0, margin: 0 }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
          <TextField
            {...form.register('password')}
            type="password"
            label={t('account.password')}
            autoComplete="current-password"
            required
            autoFocus
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password?.message)}
          />
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.login')}
          </Button>
          <Button onClick={askCode} loading={resend.isPending}>
            {t('account.loginWithCode')}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
