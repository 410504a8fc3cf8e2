import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SANDBOX_CARDS, ZCardHolderForm } from '@screener/contracts/purchase';
import { validationMessage, zRequiredString } from '@screener/contracts/validation';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { CardHolderFields } from './card-holder-fields';

/** The test card number stands for the card element of a real provider. */
export const ZSandboxCardForm = ZCardHolderForm.extend({
  card_number: zRequiredString.regex(/^[0-9 ]{12,23}$/, {
    error: validationMessage('validation.digits_only'),
  }),
});
export type SandboxCardValues = z.infer<typeof ZSandboxCardForm>;

/** The card number alone, where a saved card is replaced. */
export const ZSandboxCardNumber = ZSandboxCardForm.pick({ card_number: true });
export type SandboxCardNumber = z.infer<typeof ZSandboxCardNumber>;

export const EMPTY_SANDBOX_CARD: SandboxCardValues = { card_number: '', address: '', zip_code: '' };

/** The sandbox's test cards named, the card number, and the card holder's fields (a purchase, a subscription). */
export function SandboxCardFields({
  register,
  errors,
}: {
  register: (field: keyof SandboxCardValues) => UseFormRegisterReturn;
  errors: FieldErrors<SandboxCardValues>;
}) {
  return (
    <>
      <SandboxCardNumberField register={register} errors={errors} />
      <CardHolderFields register={register} errors={errors} />
    </>
  );
}

/** The sandbox's test cards named and the card number: alone, where a saved card is replaced. */
export function SandboxCardNumberField({
  register,
  errors,
  autoFocus,
}: {
  register: (field: 'card_number') => UseFormRegisterReturn;
  errors: FieldErrors<SandboxCardNumber>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('enrollment.sandbox.hint', {
          success: SANDBOX_CARDS.success,
          threeDSecure: SANDBOX_CARDS.threeDSecure,
          declined: SANDBOX_CARDS.declined,
        })}
      </Typography>
      <TextField
        {...register('card_number')}
        label={t('enrollment.sandbox.cardNumber')}
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
        autoFocus={autoFocus}
        {...errorProps(fieldError, errors.card_number)}
      />
    </>
  );
}
