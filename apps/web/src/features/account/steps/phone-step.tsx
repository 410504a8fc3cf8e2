import Button from '@mui/material/Button';
import { zPhone } from '@screener/contracts/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { PhoneField } from '../components/phone-field';
import { useResendVerification } from '../phone-form-api';
import { usePhoneCountry } from '../use-phone-country';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** ask_phone: the account's phone number, to receive the code by SMS. */
export function PhoneStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const resend = useResendVerification();
  const defaultCountry = usePhoneCountry(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = zPhone.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(fieldError(parsed.error.issues[0]?.message));
      return;
    }
    setPhoneError(undefined);
    try {
      const answer = await resend.mutateAsync({ key: state.pendingKey ?? '', phone: parsed.data });
      dispatch({ type: 'PHONE_CODE_SENT', pendingKey: answer.otp.key });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  return (
    <StepFrame
      title={t('account.phoneTitle')}
      description={t('account.phoneIntro')}
      onBack={() => dispatch({ type: 'BACK' })}
    >
      <FormShell onSubmit={submit} busy={resend.isPending} error={formError}>
        <PhoneField
          label={t('account.phone')}
          value={phone}
          onChange={(value) => setPhone(value)}
          defaultCountry={defaultCountry}
          error={phoneError}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" loading={resend.isPending}>
          {t('account.sendCode')}
        </Button>
      </FormShell>
    </StepFrame>
  );
}
