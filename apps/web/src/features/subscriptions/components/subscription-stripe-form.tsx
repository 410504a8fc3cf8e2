import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { type CardHolderForm, ZCardHolderForm } from '@screener/contracts/purchase';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { CardHolderFields } from '../../enrollment/payment/card-holder-fields';
import { PayButton } from '../../enrollment/payment/pay-button';
import { PaymentFormUnavailable } from '../../enrollment/payment/payment-form-unavailable';
import { useGatewayClientKey } from '../../enrollment/payment/use-gateway-client-key';
import { useStripeLoader } from '../../enrollment/payment/use-stripe-loader';

const EMPTY: CardHolderForm = { address: '', zip_code: '' };

type StripeFormProps = {
  total: string;
  currency: string;
  busy: boolean;
  /** The card became a payment method: the step starts the subscription with it. */
  onPaymentMethod: (paymentMethodId: string, holder: CardHolderForm) => Promise<void>;
  onFailed: (message: string) => void;
  onCancel: () => void;
};

/** The subscription's card form with Stripe's card element (Stripe Billing charges it on the server). */
export function SubscriptionStripeForm(props: StripeFormProps) {
  const { t, i18n } = useTranslation();
  const load = useStripeLoader(useGatewayClientKey('stripe'));
  if (load.status === 'loading') return <InlineSpinner label={t('gateways.loadingForm')} />;
  if (load.status === 'failed') return <PaymentFormUnavailable />;
  return (
    <Elements stripe={load.stripe} options={{ locale: i18n.language as 'auto' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields(props: StripeFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
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
    <form noValidate onSubmit={submit} aria-label={t('gateways.card.title')}>
      <Stack component="fieldset" disabled={props.busy} spacing={2} sx={{ border: 0, padding: 0, margin: 0 }}>
        <div>
          <FormLabel id={labelId} required error={card.error !== null}>
            {t('gateways.card.details')}
          </FormLabel>
          <Box
            role="group"
            aria-labelledby={labelId}
            sx={{
              border: 1,
              borderColor: card.error ? 'error.main' : 'divider',
              borderRadius: 1,
              padding: 1.5,
              marginBlockStart: 0.5,
            }}
          >
            <CardElement
              onChange={(event) => setCard({ complete: event.complete, error: event.error?.message ?? null })}
              options={{
                hidePostalCode: true,
                disabled: props.busy,
                style: { base: { color: theme.palette.text.primary, fontSize: '16px' } },
              }}
            />
          </Box>
          {card.error ? <FormHelperText error>{card.error}</FormHelperText> : null}
        </div>
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
          />
        </Stack>
      </Stack>
    </form>
  );
}
