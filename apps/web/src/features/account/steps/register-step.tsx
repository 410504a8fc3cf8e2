import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { zNullablePhone, zPhone } from '@screener/contracts/phone';
import { zEmail, zName } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { MobilePhoneField } from '../components/mobile-phone-field';
import { NameField } from '../components/name-field';
import { useFreshCompany } from '../fresh-company';
import { useRegistration } from '../phone-form-api';
import '../registration-texts';
import { EmailField } from '../components/email-field';
import { usePhoneCountry } from '../use-phone-country';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZRegisterForm = z.object({ name: zName, email: zEmail, phone: zNullablePhone });
/** The company asks for a mobile at registration (spec part 1 §1): the phone is required. */
const ZRegisterWithMobile = z.object({ name: zName, email: zEmail, phone: zPhone });
type RegisterForm = z.input<typeof ZRegisterForm>;

/**
 * Signing up (spec part 1 §7 `customer/registration`): name, address and, when the company asks
 * for it, a mobile, in one form; the address then receives a code, and the flow goes on at the code
 * step as after `checkEmail`. The account already has its name, so no name is asked after the code.
 */
export function RegisterStep({ dispatch, redirectTo, onBack }: StepProps & { onBack: () => void }) {
  const { t } = useTranslation('registration');
  const mobileRequired = useFreshCompany().ask_mobile_at_registration === true;
  const registration = useRegistration();
  const defaultCountry = usePhoneCountry(null);
  const form = useForm<RegisterForm, unknown, z.output<typeof ZRegisterForm>>({
    resolver: zodResolver(mobileRequired ? ZRegisterWithMobile : ZRegisterForm),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { errors } = form.formState;
  const nameLength = form.watch('name').length;

  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['name', 'email', 'phone'],
    action: async (values) => {
      const answer = await registration.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone,
        ...(redirectTo ? { redirectTo } : {}),
      });
      dispatch({
        type: 'EMAIL_CHECKED',
        email: values.email,
        shouldVerify: true,
        pendingKey: answer.otp.key,
      });
    },
  });

  return (
    <StepFrame title={t('registration.title')} description={t('registration.intro')} onBack={onBack}>
      <FormShell onSubmit={submit} busy={busy} error={formError}>
        <NameField registration={form.register('name')} length={nameLength} error={errors.name?.message} />
        <EmailField registration={form.register('email')} error={errors.email} />
        <MobilePhoneField
          control={form.control}
          mobileRequired={mobileRequired}
          defaultCountry={defaultCountry}
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('registration.create')}
        </Button>
      </FormShell>
    </StepFrame>
  );
}
