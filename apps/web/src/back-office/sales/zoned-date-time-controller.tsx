import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { errorProps } from '../../ui/form-errors';
import { useCompanyZoneLabel } from '../components/use-zone-label';
import { ZonedDateTimeField } from '../components/zoned-date-time-field';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useDateTimeRule } from './use-date-time-rule';

/**
 * A sales form's optional date and time (a plan's sale window, a coupon's or a link's expiry),
 * picked in the company's time zone, which its hint names. Needs a `DatePickersProvider` above it.
 */
export function ZonedDateTimeController<F extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const company = useCurrentCompany();
  const zoneLabel = useCompanyZoneLabel();
  const dateTimeRule = useDateTimeRule();
  return (
    <Controller
      control={control}
      name={name}
      rules={dateTimeRule}
      render={({ field, fieldState }) => (
        <ZonedDateTimeField
          label={label}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          timezone={company.timezone}
          clearable
          {...errorProps(fieldError, fieldState.error, t('plans.timeZone', { zone: zoneLabel }))}
        />
      )}
    />
  );
}
