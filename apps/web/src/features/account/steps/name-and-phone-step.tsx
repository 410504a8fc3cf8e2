import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { zNullablePhone, zPhone } from '@screener/contracts/phone';
import { zName } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getSession } from '../../../api/session-store';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { MobilePhoneField } from '../components/mobile-phone-field';
import { NameField } from '../components/name-field';
import { useFreshCompany } from '../fresh-company';
import { useUpdateProfile } from '../phone-form-api';
import { usePhoneCountry } from '../use-phone-country';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZNameAndPhone = z.object({ name: zName, phone: zNullablePhone });
/** The company asks for a mobile at registration (spec part 1 §1): the phone is required. */
const ZNameAndMobile = z.object({ name: zName, phone: zPhone });
type NameAndPhone = z.input<typeof ZNameAndPhone>;

/**
 * ask_name_and_phone: a new viewer's name and phone, required when the company asks for a mobile
 * (as its settings are now, not as the site read them when it opened).
 */
export function NameAndPhoneStep({ dispatch }: StepProps) {
  const { t } = useTranslation();
  const mobileRequired = useFreshCompany().ask_mobile_at_registration === true;
  const update = useUpdateProfile();
  const defaultCountry = usePhoneCountry(getSession()?.consumer?.country_code);
  const form = useForm<NameAndPhone, unknown, z.output<typeof ZNameAndPhone>>({
    resolver: zodResolver(mobileRequired ? ZNameAndMobile : ZNameAndPhone),
    defaultValues: { name: '', phone: '' },
  });
  const { errors } = form.formState;
  const nameLength = form.watch('name').length;

  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['name', 'phone'],
    action: async (values) => {
      await update.mutateAsync({ name: values.name, phone: values.phone });
      dispatch({ type: 'NAME_AND_PHONE_SAVED' });
    },
  });

  return (
    <StepFrame title={t('account.nameTitle')} description={t('account.nameIntro')}>
      <FormShell onSubmit={submit} busy={busy} error={formError}>
        <NameField registration={form.register('name')} length={nameLength} error={errors.name?.message} />
        <MobilePhoneField
          control={form.control}
          mobileRequired={mobileRequired}
          defaultCountry={defaultCountry}
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.continue')}
        </Button>
      </FormShell>
    </StepFrame>
  );
}
