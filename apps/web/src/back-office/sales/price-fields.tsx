import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CURRENCIES, type Currency } from '@screener/contracts/pricing';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps } from '../../ui/form-errors';
import { SelectField } from '../components/select-field';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';

type PricedForm = { price: string; currency: Currency };

/** A plan's price and its currency on one row, as the ticket and subscription plan dialogs ask them. */
export function PriceFields<Form extends PricedForm>({ form }: { form: UseFormReturn<Form> }) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  // Every form with these two fields is one of these; TypeScript cannot see it through the generic.
  const priced = form as unknown as UseFormReturn<PricedForm>;
  const error = priced.formState.errors.price;
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        {...priced.register('price')}
        label={t('plans.fields.price')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        {...errorProps(fieldError, error)}
        sx={{ flex: 1 }}
      />
      <Controller
        control={priced.control}
        name="currency"
        render={({ field }) => (
          <SelectField
            {...field}
            required
            label={t('plans.fields.currency')}
            sx={{ minInlineSize: 120 }}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        )}
      />
    </Stack>
  );
}
