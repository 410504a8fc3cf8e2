import TextField from '@mui/material/TextField';
import type { CardHolderForm } from '@screener/contracts/purchase';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';

/** The card holder's address and zip code, which every card form asks for beside the card itself. */
export function CardHolderFields({
  register,
  errors,
}: {
  register: (field: keyof CardHolderForm) => UseFormRegisterReturn;
  errors: FieldErrors<CardHolderForm>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <>
      <TextField
        {...register('address')}
        label={t('enrollment.card.address')}
        autoComplete="street-address"
        required
        {...errorProps(fieldError, errors.address)}
      />
      <TextField
        {...register('zip_code')}
        label={t('enrollment.card.zipCode')}
        autoComplete="postal-code"
        required
        {...errorProps(fieldError, errors.zip_code)}
      />
    </>
  );
}
