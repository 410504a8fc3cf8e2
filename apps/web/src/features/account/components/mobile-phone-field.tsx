import type { CountryCode } from 'libphonenumber-js';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../ui/form-errors';
import { PhoneField } from './phone-field';

/**
 * The sign-up forms' `phone`: required, and labelled so, when the company asks for a mobile at
 * registration (spec part 1 §1); optional otherwise.
 */
export function MobilePhoneField<T extends FieldValues & { phone?: string | null }>(props: {
  control: Control<T>;
  mobileRequired: boolean;
  defaultCountry: CountryCode;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  // Every form that holds this field names it `phone`.
  const { field, fieldState } = useController({ control: props.control, name: 'phone' as Path<T> });
  return (
    <PhoneField
      label={props.mobileRequired ? t('account.mobileRequired') : t('account.phoneOptional')}
      required={props.mobileRequired}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => field.onChange(value)}
      defaultCountry={props.defaultCountry}
      error={fieldError(fieldState.error?.message)}
    />
  );
}
