import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_LENGTH, zVerificationCode } from '@screener/contracts/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { notify } from '../../../ui/notifications';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useResendVerification, useVerifyOtp } from '../api';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZCodeForm = z.object({ otp: zVerificationCode });

/** verification, ask_otp and verification_phone: the 4-digit code, a new one, or the phone instead. */
export function CodeStep({ state, dispatch, redirectTo }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const verify = useVerifyOtp();
  const resend = useResendVerification();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof ZCodeForm>>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: { otp: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const byPhone = state.step === 'verification_phone';
  const key = state.pendingKey ?? '';

  const submit = form.handleSubmit(async ({ otp }) => {
    setFormError(null);
    try {
      const login = await verify.mutateAsync({ key, otp });
      dispatch({
        type: 'CODE_VERIFIED',
        consumer: {
          name: login.consumer.name,
          has_password: login.has_password,
          is_password_skipped: login.consumer.is_password_skipped,
        },
      });
    } catch (error) {
      // The form's one field is what a refusal is about, so its message goes there and focus with it.
      if (!applyServerFieldErrors(error, ['otp'], form.setError))
        form.setError('otp', { type: 'server', message: errorText(error, t) });
    }
  });

  const resendCode = async () => {
    setFormError(null);
    try {
      const answer = await resend.mutateAsync({ key, ...(redirectTo ? { redirectTo } : {}) });
      dispatch({ type: 'CODE_RESENT', pendingKey: answer.otp.key });
      notify(t('account.codeResent'), 'success');
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  return (
    <StepFrame
      title={state.step === 'ask_otp' ? t('account.codeLoginTitle') : t('account.codeTitle')}
      description={
        byPhone ? t('account.codeSentToPhone') : t('account.codeSentToEmail', { email: state.email ?? '' })
      }
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
          <TextField
            {...form.register('otp')}
            label={t('account.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            autoFocus
            error={Boolean(errors.otp)}
            helperText={fieldError(errors.otp?.message)}
            slotProps={{ htmlInput: { maxLength: VERIFICATION_CODE_LENGTH, dir: 'ltr' } }}
          />
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.verify')}
          </Button>
          <Button onClick={resendCode} loading={resend.isPending}>
            {t('account.resendCode')}
          </Button>
          {state.step === 'verification' ? (
            <Button onClick={() => dispatch({ type: 'PHONE_CHOSEN' })}>{t('account.codeByPhone')}</Button>
          ) : null}
        </Stack>
      </form>
    </StepFrame>
  );
}
