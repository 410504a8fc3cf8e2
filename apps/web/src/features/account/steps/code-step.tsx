import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_LENGTH, zVerificationCode } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useVerifyOtp } from '../api';
import { useResendVerification } from '../phone-form-api';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZCodeForm = z.object({ otp: zVerificationCode });

/**
 * verification, ask_otp and verification_phone: the 4-digit code, a new one, or the phone or the
 * password instead.
 */
export function CodeStep({ state, dispatch, redirectTo }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const verify = useVerifyOtp();
  const resend = useResendVerification();
  const form = useForm<z.infer<typeof ZCodeForm>>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: { otp: '' },
  });
  const { errors } = form.formState;
  const byPhone = state.step === 'verification_phone';
  const key = state.pendingKey ?? '';

  const { submit, busy, formError, setFormError } = useFormSubmit(form, {
    fields: ['otp'],
    action: async ({ otp }) => {
      const login = await verify.mutateAsync({ key, otp });
      dispatch({
        type: 'CODE_VERIFIED',
        consumer: {
          name: login.consumer.name,
          has_password: login.has_password,
          is_password_skipped: login.consumer.is_password_skipped,
        },
      });
    },
    // The form's one field is what a refusal is about, so its message goes there and focus with it.
    onError: (message) => form.setError('otp', { type: 'server', message }),
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
      <FormShell onSubmit={submit} busy={busy} error={formError}>
        <TextField
          {...form.register('otp')}
          label={t('account.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          autoFocus
          {...errorProps(fieldError, errors.otp)}
          slotProps={{ htmlInput: { maxLength: VERIFICATION_CODE_LENGTH, dir: 'ltr' } }}
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.verify')}
        </Button>
        <Button onClick={resendCode} loading={resend.isPending}>
          {t('account.resendCode')}
        </Button>
        {state.step === 'verification' ? (
          <>
            <Button onClick={() => dispatch({ type: 'PHONE_CHOSEN' })}>{t('account.codeByPhone')}</Button>
            {/* Offered to everyone: the email check no longer tells who has a password. */}
            <Button onClick={() => dispatch({ type: 'PASSWORD_CHOSEN' })}>{t('account.usePassword')}</Button>
          </>
        ) : null}
      </FormShell>
    </StepFrame>
  );
}
