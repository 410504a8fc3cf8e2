import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zNullablePhone } from '@screener/contracts/phone';
import { zName } from '@screener/contracts/validation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { getSession } from '../../../app/session-store';
import { applyServerFieldErrors, useFieldErrorText } from '../../../ui/form-errors';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useUpdateProfile } from '../api';
import { NameField } from '../components/name-field';
import { PhoneField } from '../components/phone-field';
import { usePhoneCountry } from '../use-phone-country';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const ZNameAndPhone = z.object({ name: zName, phone: zNullablePhone });
type NameAndPhone = z.input<typeof ZNameAndPhone>;

/** ask_name_and_phone: a new viewer's name and, optionally, phone. */
export function NameAndPhoneStep({ dispatch }: StepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const defaultCountry = usePhoneCountry(getSession()?.consumer?.country_code);
  const form = useForm<NameAndPhone, unknown, z.output<typeof ZNameAndPhone>>({
    resolver: zodResolver(ZNameAndPhone),
    defaultValues: { name: '', phone: '' },
  });
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;
  const nameLength = form.watch('name').length;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ name: values.name, phone: values.phone });
      dispatch({ type: 'NAME_AND_PHONE_SAVED' });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['name', 'phone'], form.setError)) setFormError(errorText(error, t));
    }
  });

  return (
    <StepFrame title={t('account.nameTitle')} description={t('account.nameIntro')}>
      <form noValidate onSubmit={submit}>
        <Stack
          component="fieldset"
          disabled={isSubmitting}
          spacing={2}
          sx={{ border: 0, padding: 0, margin: 0 }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <NameField registration={form.register('name')} length={nameLength} error={errors.name?.message} />
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                label={t('account.phoneOptional')}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                defaultCountry={defaultCountry}
                error={fieldError(errors.phone?.message)}
              />
            )}
          />
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('account.continue')}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
