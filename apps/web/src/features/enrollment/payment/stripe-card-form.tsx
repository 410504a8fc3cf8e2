import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { currencySymbol } from '@screener/contracts/pricing';
import { type CardHolderForm, ZCardHolderForm } from '@screener/contracts/purchase';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { createPurchase, markPaid } from '../api';
import type { GatewayFormProps } from './gateway-form-props';
import { PaymentFormUnavailable } from './payment-form-unavailable';
import { ThreeDSecureFrame, type ThreeDSecureResult } from './three-d-secure-frame';
import { useGatewayClientKey } from './use-gateway-client-key';
import { useStripeLoader } from './use-stripe-loader';

const EMPTY: CardHolderForm = { address: '', zip_code: '' };

/** The card provider's form: Stripe's card element with the site's publishable key (spec part 2 §4.6). */
export function StripeCardForm(props: GatewayFormProps) {
  const { t, i18n } = useTranslation();
  const load = useStripeLoader(useGatewayClientKey('stripe'));
  if (load.status === 'loading') return <InlineSpinner label={t('gateways.loadingForm')} />;
  if (load.status === 'failed') return <PaymentFormUnavailable />;
  return (
    <Elements stripe={load.stripe} options={{ locale: i18n.language as 'auto' }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

/**
 * The card becomes a payment method in the browser; the purchase charges it on the server. Paid
 * now settles; a 3-D Secure challenge opens in the frame and is marked paid with the payment
 * intent when it ends; a refused card (requires_source included) clears the form and fails.
 */
function StripeCardFields({ attempt, total, currency, onSettled, onFailed, onBusyChange }: GatewayFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const fieldError = useFieldErrorText();
  const cardLabelId = useId();
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
  const [challenge, setChallenge] = useState<{ url: string; purchaseId: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<CardHolderForm>({ resolver: zodResolver(ZCardHolderForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const filled = card.complete && Boolean(values.address?.trim() && values.zip_code?.trim());

  const setWorking = useCallback(
    (working: boolean) => {
      setBusy(working);
      onBusyChange(working);
    },
    [onBusyChange],
  );
  const fail = useCallback(
    (message: string) => {
      setChallenge(null);
      setWorking(false);
      elements?.getElement(CardElement)?.clear();
      setCard({ complete: false, error: null });
      form.reset(EMPTY);
      onFailed(message);
    },
    [elements, form, onFailed, setWorking],
  );

  const submit = form.handleSubmit(async (holder) => {
    const cardElement = elements?.getElement(CardElement);
    if (!stripe || !cardElement) return;
    setWorking(true);
    const method = await stripe.createPaymentMethod({
      type: 'card',
      card: cardElement,
      billing_details: { address: { line1: holder.address, postal_code: holder.zip_code } },
    });
    if (method.error) {
      fail(method.error.message ?? t('gateways.card.declined'));
      return;
    }
    try {
      const reply = await createPurchase(
        { ...attempt, charge_type: 'stripe', payment_method_id: method.paymentMethod.id, ...holder },
        attempt.screener_id,
      );
      const { purchase } = reply;
      if (purchase.next_action === 'three_d_secure' && purchase.payment_details.url) {
        setChallenge({ url: purchase.payment_details.url, purchaseId: purchase.id });
        return;
      }
      if (purchase.next_action !== 'none') {
        fail(t('gateways.card.declined'));
        return;
      }
      setWorking(false);
      onSettled(reply);
    } catch (error) {
      fail(errorText(error, t));
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
        fail(errorText(error, t));
      }
    },
    [fail, onSettled, setWorking, t],
  );

  const onCardChange = (event: StripeCardElementChangeEvent) =>
    setCard({ complete: event.complete, error: event.error?.message ?? null });

  return (
    <form noValidate onSubmit={submit} aria-label={t('gateways.card.title')}>
      <Stack component="fieldset" disabled={busy} spacing={2} sx={{ border: 0, padding: 0, margin: 0 }}>
        <div>
          <FormLabel id={cardLabelId} required error={card.error !== null}>
            {t('gateways.card.details')}
          </FormLabel>
          <Box
            role="group"
            aria-labelledby={cardLabelId}
            sx={{
              border: 1,
              borderColor: card.error ? 'error.main' : 'divider',
              borderRadius: 1,
              padding: 1.5,
              marginBlockStart: 0.5,
            }}
          >
            <CardElement
              onChange={onCardChange}
              options={{
                hidePostalCode: true,
                disabled: busy,
                style: { base: { color: theme.palette.text.primary, fontSize: '16px' } },
              }}
            />
          </Box>
          {card.error ? <FormHelperText error>{card.error}</FormHelperText> : null}
        </div>
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
        <Button type="submit" variant="contained" disabled={!filled || !stripe} loading={busy}>
          {t('enrollment.card.pay', { amount: `${currencySymbol(currency)}${total}` })}
        </Button>
      </Stack>
      {challenge ? (
        <ThreeDSecureFrame
          url={challenge.url}
          purchaseId={challenge.purchaseId}
          messageOrigin={window.location.origin}
          onComplete={onChallengeComplete}
        />
      ) : null}
    </form>
  );
}
