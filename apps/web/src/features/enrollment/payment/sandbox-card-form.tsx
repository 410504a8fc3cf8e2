import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import { SANDBOX_CARDS, ZCardHolderForm } from '@screener/contracts/purchase';
import { validationMessage, zRequiredString } from '@screener/contracts/validation';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { createPurchase, markPaid } from '../api';
import type { GatewayFormProps } from './gateway-form-props';
import { ThreeDSecureFrame, type ThreeDSecureResult } from './three-d-secure-frame';

/** The test card number stands for the card element of a real provider. */
const ZSandboxCardForm = ZCardHolderForm.extend({
  card_number: zRequiredString.regex(/^[0-9 ]{12,23}$/, {
    error: validationMessage('validation.digits_only'),
  }),
});
type SandboxCardForm = z.infer<typeof ZSandboxCardForm>;

const EMPTY: SandboxCardForm = { card_number: '', address: '', zip_code: '' };

/**
 * The sandbox gateway's card form (spec part 2 §4.6, card provider): the success card completes,
 * the 3-D Secure card opens the challenge frame and is marked paid on its completion message, the
 * declined card fails with the provider's message and the form is reset for another attempt.
 */
export function SandboxCardForm({
  attempt,
  total,
  currency,
  onSettled,
  onFailed,
  onBusyChange,
}: GatewayFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const [challenge, setChallenge] = useState<{ url: string; purchaseId: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<SandboxCardForm>({ resolver: zodResolver(ZSandboxCardForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const filled = Boolean(values.card_number?.trim() && values.address?.trim() && values.zip_code?.trim());

  const setWorking = useCallback(
    (working: boolean) => {
      setBusy(working);
      onBusyChange(working);
    },
    [onBusyChange],
  );
  const fail = useCallback(
    (error: unknown) => {
      setWorking(false);
      form.reset(EMPTY);
      onFailed(errorText(error, t));
    },
    [form, onFailed, setWorking, t],
  );

  const submit = form.handleSubmit(async (card) => {
    setWorking(true);
    try {
      const reply = await createPurchase(
        { ...attempt, charge_type: 'sandbox', ...card },
        attempt.screener_id,
      );
      const { purchase } = reply;
      if (purchase.next_action === 'three_d_secure' && purchase.payment_details.url) {
        setChallenge({ url: purchase.payment_details.url, purchaseId: purchase.id });
        return;
      }
      setWorking(false);
      onSettled(reply);
    } catch (error) {
      fail(error);
    }
  });

  const onChallengeComplete = useCallback(
    async (result: ThreeDSecureResult) => {
      setChallenge(null);
      try {
        const reply = await markPaid({
          purchase_id: result.purchase_id,
          client_secret_id: result.client_secret_id,
        });
        setWorking(false);
        onSettled(reply);
      } catch (error) {
        fail(error);
      }
    },
    [fail, onSettled, setWorking],
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('enrollment.sandbox.title')}>
      <Stack component="fieldset" disabled={busy} spacing={2} sx={{ border: 0, padding: 0, margin: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('enrollment.sandbox.hint', {
            success: SANDBOX_CARDS.success,
            threeDSecure: SANDBOX_CARDS.threeDSecure,
            declined: SANDBOX_CARDS.declined,
          })}
        </Typography>
        <TextField
          {...form.register('card_number')}
          label={t('enrollment.sandbox.cardNumber')}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          error={Boolean(errors.card_number)}
          helperText={fieldError(errors.card_number?.message)}
        />
        <TextField
          {...form.register('address')}
          label={t('enrollment.card.address')}
          autoComplete="street-address"
          required
          error={Boolean(errors.address)}
          helperText={fieldError(errors.address?.message)}
        />
        <TextField
          {...form.register('zip_code')}
          label={t('enrollment.card.zipCode')}
          autoComplete="postal-code"
          required
          error={Boolean(errors.zip_code)}
          helperText={fieldError(errors.zip_code?.message)}
        />
        <Button type="submit" variant="contained" disabled={!filled} loading={busy}>
          {t('enrollment.card.pay', { amount: `${currencySymbol(currency)}${total}` })}
        </Button>
      </Stack>
      {challenge ? (
        <ThreeDSecureFrame
          url={challenge.url}
          purchaseId={challenge.purchaseId}
          onComplete={onChallengeComplete}
        />
      ) : null}
    </form>
  );
}
