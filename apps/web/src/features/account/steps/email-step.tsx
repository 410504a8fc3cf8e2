import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { zEmail } from '@screener/contracts/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useCheckEmail } from '../api';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import '../registration-texts';
import { EmailField } from '../components/email-field';
import { RegisterStep } from './register-step';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZEmailForm = z.object({ email: zEmail });

/**
 * The login step: one address field for signing in and signing up alike (a new address gets a code
 * and is asked its name after it), or the sign-up form that asks name and phone first.
 */
export function EmailStep(props: StepProps) {
  const [registering, setRegistering] = useState(false);
  if (registering) return <RegisterStep {...props} onBack={() => setRegistering(false)} />;
  return <EmailForm {...props} onRegister={() => setRegistering(true)} />;
}

function EmailForm({ state, dispatch, redirectTo, onRegister }: StepProps & { onRegister: () => void }) {
  const { t } = useTranslation();
  const { t: registrationT } = useTranslation('registration');
  const checkEmail = useCheckEmail();
  const form = useForm<z.infer<typeof ZEmailForm>>({
    resolver: zodResolver(ZEmailForm),
    defaultValues: { email: state.email ?? '' },
  });
  const { errors } = form.formState;
  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['email'],
    action: async ({ email }) => {
      const answer = await checkEmail.mutateAsync({ email, ...(redirectTo ? { redirectTo } : {}) });
      dispatch({
        type: 'EMAIL_CHECKED',
        email,
        shouldVerify: answer.shouldVerify,
        pendingKey: answer.otp?.key ?? null,
      });
    },
  });

  return (
    <StepFrame title={t('account.loginTitle')} description={t('account.loginIntro')}>
      <FormShell onSubmit={submit} busy={busy} error={formError}>
        <EmailField registration={form.register('email')} error={errors.email} autoFocus />
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.continue')}
        </Button>
      </FormShell>
      <Button variant="text" onClick={onRegister} sx={{ alignSelf: 'center' }}>
        {registrationT('registration.create')}
      </Button>
      <GoogleSignInButton onSignedIn={() => dispatch({ type: 'SOCIAL_LOGIN' })} />
    </StepFrame>
  );
}
