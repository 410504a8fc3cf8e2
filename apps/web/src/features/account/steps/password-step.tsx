import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { zLoginPassword } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useLoginWithPassword } from '../api';
import { PasswordField } from '../components/password-field';
import { useResendVerification } from '../phone-form-api';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZPasswordForm = z.object({ password: zLoginPassword });

/** ask_password: the password, or a code by email instead (a forgotten password). */
export function PasswordStep({ state, dispatch, redirectTo }: StepProps) {
  const { t } = useTranslation();
  const login = useLoginWithPassword();
  const resend = useResendVerification();
  const form = useForm<z.infer<typeof ZPasswordForm>>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { password: '' },
  });
  const email = state.email ?? '';

  const { submit, busy, formError, setFormError } = useFormSubmit(form, {
    fields: ['password'],
    action: async ({ password }) => {
      await login.mutateAsync({ email, password });
      dispatch({ type: 'PASSWORD_ACCEPTED' });
    },
    // The form's one field is what a refusal is about, so its message goes there and focus with it.
    onError: (message) => form.setError('password', { type: 'server', message }),
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
      <FormShell onSubmit={submit} busy={busy} error={formError}>
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <PasswordField
          form={form}
          name="password"
          label={t('account.password')}
          purpose="current"
          autoFocus
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.login')}
        </Button>
        <Button onClick={askCode} loading={resend.isPending}>
          {t('account.loginWithCode')}
        </Button>
      </FormShell>
    </StepFrame>
  );
}
