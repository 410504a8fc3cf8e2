import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type { PaySubscriptionRequest, SubscriptionStatus } from '@screener/contracts/subscription';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { notify } from '../../../ui/notifications';
import { PaymentFormUnavailable } from '../../enrollment/payment/payment-form-unavailable';
import { useGatewayClientKey } from '../../enrollment/payment/use-gateway-client-key';
import { useStripeLoader } from '../../enrollment/payment/use-stripe-loader';
import { usePaySubscription } from '../api';

type Gateway = 'sandbox' | 'stripe';
type Send = (body: PaySubscriptionRequest) => Promise<void>;

/**
 * A live subscription's payment: past due, a notice with Pay now (the saved card) and Pay with
 * another card; otherwise Change card. A card that pays (or is saved) replaces the saved one; a
 * past-due subscription paid is active again.
 */
export function SubscriptionPaymentCard(props: { id: number; status: SubscriptionStatus; gateway: Gateway }) {
  const { t } = useTranslation();
  const pay = usePaySubscription();
  const [dialog, setDialog] = useState(false);
  if (props.status !== 'past_due' && props.status !== 'active' && props.status !== 'trialing') return null;
  const pastDue = props.status === 'past_due';

  const send: Send = (body) =>
    pay.mutateAsync({ id: props.id, body }).then(
      () => {
        setDialog(false);
        notify(t(pastDue ? 'subscriptions.pay.paid' : 'subscriptions.pay.cardChanged'), 'success');
      },
      (error: unknown) => {
        notify(errorText(error, t), 'error');
      },
    );

  return (
    <Stack spacing={1}>
      {pastDue ? (
        <Alert severity="warning" role="alert">
          {t('subscriptions.pay.pastDue')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {pastDue ? (
          <Button variant="contained" disabled={pay.isPending} onClick={() => void send({})}>
            {t('subscriptions.pay.payNow')}
          </Button>
        ) : null}
        <Button variant="outlined" disabled={pay.isPending} onClick={() => setDialog(true)}>
          {t(pastDue ? 'subscriptions.pay.otherCard' : 'subscriptions.pay.changeCard')}
        </Button>
      </Stack>
      {dialog ? (
        <CardDialog
          gateway={props.gateway}
          pastDue={pastDue}
          busy={pay.isPending}
          send={send}
          onClose={() => setDialog(false)}
        />
      ) : null}
    </Stack>
  );
}

function CardDialog(props: {
  gateway: Gateway;
  pastDue: boolean;
  busy: boolean;
  send: Send;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {t(props.pastDue ? 'subscriptions.pay.dialogPay' : 'subscriptions.pay.dialogChange')}
      </DialogTitle>
      {props.gateway === 'stripe' ? <StripeCard {...props} /> : <SandboxCard {...props} />}
    </Dialog>
  );
}

function DialogButtons(props: { pastDue: boolean; busy: boolean; ready: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={props.onClose} disabled={props.busy}>
        {t('subscriptions.pay.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={props.busy || !props.ready}>
        {t(props.pastDue ? 'subscriptions.pay.submitPay' : 'subscriptions.pay.submitChange')}
      </Button>
    </DialogActions>
  );
}

/** The sandbox's test card number stands for the card element. */
function SandboxCard(props: { pastDue: boolean; busy: boolean; send: Send; onClose: () => void }) {
  const { t } = useTranslation();
  const [card, setCard] = useState('');
  const valid = /^[0-9 ]{12,23}$/.test(card.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void props.send({ card_number: card.trim() });
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('enrollment.sandbox.hint', {
              success: SANDBOX_CARDS.success,
              threeDSecure: SANDBOX_CARDS.threeDSecure,
              declined: SANDBOX_CARDS.declined,
            })}
          </Typography>
          <TextField
            label={t('enrollment.sandbox.cardNumber')}
            value={card}
            onChange={(event) => setCard(event.target.value)}
            autoComplete="cc-number"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogButtons pastDue={props.pastDue} busy={props.busy} ready={valid} onClose={props.onClose} />
    </form>
  );
}

/** Stripe's card element, loaded with the site's publishable key when the dialog opens. */
function StripeCard(props: { pastDue: boolean; busy: boolean; send: Send; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const load = useStripeLoader(useGatewayClientKey('stripe'));
  if (load.status === 'loading')
    return (
      <DialogContent>
        <InlineSpinner label={t('gateways.loadingForm')} />
      </DialogContent>
    );
  if (load.status === 'failed')
    return (
      <DialogContent>
        <PaymentFormUnavailable />
      </DialogContent>
    );
  return (
    <Elements stripe={load.stripe} options={{ locale: i18n.language as 'auto' }}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields(props: { pastDue: boolean; busy: boolean; send: Send; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    const method = await stripe.createPaymentMethod({ type: 'card', card });
    if (method.error) {
      setError(method.error.message ?? t('gateways.card.declined'));
      return;
    }
    await props.send({ payment_method_id: method.paymentMethod.id });
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <FormLabel id={labelId} required error={error !== null}>
          {t('gateways.card.details')}
        </FormLabel>
        <Box
          role="group"
          aria-labelledby={labelId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, padding: 1.5, marginBlockStart: 0.5 }}
        >
          <CardElement
            onChange={(change) => {
              setComplete(change.complete);
              setError(change.error?.message ?? null);
            }}
            options={{
              hidePostalCode: true,
              style: { base: { color: theme.palette.text.primary, fontSize: '16px' } },
            }}
          />
        </Box>
        {error ? (
          <Typography color="error" variant="body2" role="alert">
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogButtons
        pastDue={props.pastDue}
        busy={props.busy}
        ready={complete && Boolean(stripe)}
        onClose={props.onClose}
      />
    </form>
  );
}
