import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type CardHolderForm, ZCardHolderForm } from '@screener/contracts/purchase';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
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
import { FormShell } from '../../../ui/form-shell';
import '../subscription-texts';

const EMPTY: CardHolderForm = { address: '', zip_code: '' };

type StripeFormProps = {
  total: string;
  currency: string;
  busy: boolean;
  /** The submit button's words when nothing is charged now (a free trial). */
  submitLabel?: string;
  /** The card became a payment method: the step starts the subscription with it. */
  onPaymentMethod: (paymentMethodId: string, holder: CardHolderForm) => Promise<void>;
  onFailed: (message: string) => void;
  onCancel: () => void;
};

/** The subscription's card form with Stripe's card element (Stripe Billing charges it on the server). */
export function SubscriptionStripeForm(props: StripeFormProps) {
  return (
    <StripeElements>
      <StripeFields {...props} />
    </StripeElements>
  );
}

function StripeFields(props: StripeFormProps) {
  const { t } = useTranslation('subscriptions');
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<StripeCardState>(EMPTY_STRIPE_CARD);
  const form = useForm<CardHolderForm>({ resolver: zodResolver(ZCardHolderForm), defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const filled = card.complete && Boolean(values.address?.trim() && values.zip_code?.trim());

  const submit = form.handleSubmit(async (holder) => {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element) return;
    const method = await stripe.createPaymentMethod({
      type: 'card',
      card: element,
      billing_details: { address: { line1: holder.address, postal_code: holder.zip_code } },
    });
    if (method.error) {
      props.onFailed(method.error.message ?? t('gateways.card.declined'));
      return;
    }
    await props.onPaymentMethod(method.paymentMethod.id, holder);
    element.clear();
  });

  return (
    <FormShell onSubmit={submit} label={t('gateways.card.title')} busy={props.busy}>
      <StripeCardField card={card} onChange={setCard} disabled={props.busy} />
      <CardHolderFields register={form.register} errors={form.formState.errors} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t('subscriptions.payment.cancel')}
        </Button>
        <PayButton
          total={props.total}
          currency={props.currency}
          busy={props.busy}
          disabled={!filled || !stripe}
          label={props.submitLabel}
        />
      </Stack>
    </FormShell>
  );
}
