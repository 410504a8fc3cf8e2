import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import { type CardHolderForm, ZCardHolderForm } from '@screener/contracts/purchase';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../ui/form-shell';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { CardHolderFields } from './card-holder-fields';
import type { GatewayFormProps } from './gateway-form-props';
import { PayButton } from './pay-button';
import { PaymentFormUnavailable } from './payment-form-unavailable';
import { ThreeDSecureFrame } from './three-d-secure-frame';
import { useCardChallenge } from './use-card-challenge';
import { useGatewayAttempt } from './use-gateway-attempt';
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
function StripeCardFields(props: GatewayFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const cardLabelId = useId();
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
  const { busy, start, settle, fail, sendPurchase } = useGatewayAttempt(props);
  const form = useForm<CardHolderForm>({ resolver: zodResolver(ZCardHolderForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const filled = card.complete && Boolean(values.address?.trim() && values.zip_code?.trim());

  const failAndClear = useCallback(
    (message: string) => {
      elements?.getElement(CardElement)?.clear();
      setCard({ complete: false, error: null });
      form.reset(EMPTY);
      fail(message);
    },
    [elements, form, fail],
  );
  const challenge = useCardChallenge(settle, failAndClear);

  const { submit } = useFormSubmit(form, {
    fields: [],
    action: async (holder) => {
      const cardElement = elements?.getElement(CardElement);
      if (!stripe || !cardElement) return;
      start();
      const method = await stripe.createPaymentMethod({
        type: 'card',
        card: cardElement,
        billing_details: { address: { line1: holder.address, postal_code: holder.zip_code } },
      });
      if (method.error) {
        failAndClear(method.error.message ?? t('gateways.card.declined'));
        return;
      }
      const reply = await sendPurchase({
        charge_type: 'stripe',
        payment_method_id: method.paymentMethod.id,
        ...holder,
      });
      if (challenge.openIfAsked(reply.purchase)) return;
      if (reply.purchase.next_action !== 'none') {
        failAndClear(t('gateways.card.declined'));
        return;
      }
      settle(reply);
    },
    onError: failAndClear,
  });

  const onCardChange = (event: StripeCardElementChangeEvent) =>
    setCard({ complete: event.complete, error: event.error?.message ?? null });

  return (
    <>
      <FormShell onSubmit={submit} label={t('gateways.card.title')} busy={busy}>
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
        <CardHolderFields register={form.register} errors={errors} />
        <PayButton total={props.total} currency={props.currency} busy={busy} disabled={!filled || !stripe} />
      </FormShell>
      {challenge.pending ? (
        <ThreeDSecureFrame
          url={challenge.pending.url}
          purchaseId={challenge.pending.purchaseId}
          messageOrigin={window.location.origin}
          onComplete={challenge.complete}
        />
      ) : null}
    </>
  );
}
