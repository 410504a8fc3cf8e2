import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zEmail } from '@screener/contracts/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useCheckEmail } from '../api';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZEmailForm = z.object({ email: zEmail });

/** The login step: one address field for signing in and signing up alike. */
export function EmailStep({ state, dispatch, redirectTo }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const checkEmail = useCheckEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof ZEmailForm>>({
    resolver: zodResolver(ZEmailForm),
    defaultValues: { email: state.email ?? '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const answer = await checkEmail.mutateAsync({ email, ...(redirectTo ? { redirectTo } : {}) });
      dispatch({
        type: 'EMAIL_CHECKED',
        email,
        shouldVerify: answer.shouldVerify,
        pendingKey: answer.otp?.key ?? null,
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email'], form.setError)) setFormError(errorText(error, t));
    }
  });

  return (
    <StepFrame title={t('account.loginTitle')} description={t('account.loginIntro')}>
      <form noValidate onSubmit={submit}>
        <Stack
          component="fieldset"
          disabled={isSubmitting}
          spacing={2}
          sx={{ border: 0, padding: 0, margin: 0 }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            {...form.register('email')}
            type="email"
            label={t('account.email')}
            autoComplete="email"
            required
            autoFocus
            error={Boolean(errors.email)}
            helperText={fieldError(errors.email?.message)}
          />
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.continue')}
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton onSignedIn={() => dispatch({ type: 'SOCIAL_LOGIN' })} />
    </StepFrame>
  );
}
