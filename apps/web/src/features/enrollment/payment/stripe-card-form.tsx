import { zodResolver } from '@hookform/resolvers/zod';
import { type CardHolderForm, ZCardHolderForm } from '@screener/contracts/purchase';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardHolderFields } from '../../../domain/payment/card-holder-fields';
import { PayButton } from '../../../domain/payment/pay-button';
import {
  EMPTY_STRIPE_CARD,
  StripeCardField,
  type StripeCardState,
  StripeElements,
} from '../../../domain/payment/stripe-card-field';
import { ThreeDSecureFrame } from '../../../domain/payment/three-d-secure-frame';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import type { GatewayFormProps } from './gateway-form-props';
import { useCardChallenge } from './use-card-challenge';
import { useGatewayAttempt } from './use-gateway-attempt';

const EMPTY: CardHolderForm = { address: '', zip_code: '' };

/** The card provider's form: Stripe's card element with the site's publishable key (spec part 2 §4.6). */
export function StripeCardForm(props: GatewayFormProps) {
  return (
    <StripeElements>
      <StripeCardFields {...props} />
    </StripeElements>
  );
}

/**
 * The card becomes a payment method in the browser; the purchase charges it on the server. Paid
 * now settles; a 3-D Secure challenge opens in the frame and is marked paid with the payment
 * intent when it ends; a refused card (requires_source included) clears the form and fails.
 */
function StripeCardFields(props: GatewayFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<StripeCardState>(EMPTY_STRIPE_CARD);
  const { busy, start, settle, fail, sendPurchase } = useGatewayAttempt(props);
  const form = useForm<CardHolderForm>({ resolver: zodResolver(ZCardHolderForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const filled = card.complete && Boolean(values.address?.trim() && values.zip_code?.trim());

  const failAndClear = useCallback(
    (message: string) => {
      elements?.getElement(CardElement)?.clear();
      setCard(EMPTY_STRIPE_CARD);
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

  return (
    <>
      <FormShell onSubmit={submit} label={t('gateways.card.title')} busy={busy}>
        <StripeCardField card={card} onChange={setCard} disabled={busy} />
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
