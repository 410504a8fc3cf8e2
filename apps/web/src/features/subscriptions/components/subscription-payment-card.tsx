import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { PaySubscriptionRequest, SubscriptionStatus } from '@screener/contracts/subscription';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import {
  type SandboxCardNumber,
  SandboxCardNumberField,
  ZSandboxCardNumber,
} from '../../../domain/payment/sandbox-card-fields';
import {
  EMPTY_STRIPE_CARD,
  StripeCardField,
  type StripeCardState,
  StripeElements,
} from '../../../domain/payment/stripe-card-field';
import { DialogForm, FormDialog, type FormSubmission } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { usePaySubscription } from '../api';
import '../subscription-texts';

type Gateway = 'sandbox' | 'stripe';
/** Pays or saves with the card; throws what the server refused. */
type Send = (body: PaySubscriptionRequest) => Promise<void>;

/**
 * A live subscription's payment: past due, a notice with Pay now (the saved card) and Pay with
 * another card; otherwise Change card. A card that pays (or is saved) replaces the saved one; a
 * past-due subscription paid is active again.
 */
export function SubscriptionPaymentCard(props: { id: number; status: SubscriptionStatus; gateway: Gateway }) {
  const { t } = useTranslation('subscriptions');
  const pay = usePaySubscription();
  const [dialog, setDialog] = useState(false);
  if (props.status !== 'past_due' && props.status !== 'active' && props.status !== 'trialing') return null;
  const pastDue = props.status === 'past_due';

  const send: Send = async (body) => {
    await pay.mutateAsync({ id: props.id, body });
    setDialog(false);
    notify(t(pastDue ? 'subscriptions.pay.paid' : 'subscriptions.pay.cardChanged'), 'success');
  };

  return (
    <Stack spacing={1}>
      {pastDue ? (
        <Alert severity="warning" role="alert">
          {t('subscriptions.pay.pastDue')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {pastDue ? (
          <Button
            variant="contained"
            disabled={pay.isPending}
            onClick={() => void send({}).catch((error: unknown) => notify(errorText(error, t), 'error'))}
          >
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
  const { t } = useTranslation('subscriptions');
  return (
    <FormDialog
      open
      onClose={props.busy ? undefined : props.onClose}
      title={t(props.pastDue ? 'subscriptions.pay.dialogPay' : 'subscriptions.pay.dialogChange')}
    >
      {props.gateway === 'stripe' ? (
        <StripeElements frame={(node) => <DialogContent>{node}</DialogContent>}>
          <StripeCardForm {...props} />
        </StripeElements>
      ) : (
        <SandboxCardForm {...props} />
      )}
    </FormDialog>
  );
}

type CardFormProps = { pastDue: boolean; send: Send; onClose: () => void };

/** The dialog's form: a failure the server names no field for is told as a notice, as Pay now does. */
function CardForm(props: {
  form: CardFormProps;
  submission: FormSubmission;
  ready: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <DialogForm
      submission={props.submission}
      onCancel={props.form.onClose}
      cancelLabel={t('subscriptions.pay.cancel')}
      submitLabel={t(props.form.pastDue ? 'subscriptions.pay.submitPay' : 'subscriptions.pay.submitChange')}
      submitDisabled={!props.ready}
    >
      {props.children}
    </DialogForm>
  );
}

const notifyError = (text: string) => notify(text, 'error');

/** The sandbox's test card number stands for the card element. */
function SandboxCardForm(props: CardFormProps) {
  const form = useForm<SandboxCardNumber>({
    resolver: zodResolver(ZSandboxCardNumber),
    defaultValues: { card_number: '' },
  });
  const filled = Boolean(useWatch({ control: form.control, name: 'card_number' }).trim());
  const { submit, busy } = useFormSubmit(form, {
    fields: ['card_number'],
    action: props.send,
    onError: notifyError,
  });
  return (
    <CardForm form={props} submission={{ submit, busy }} ready={filled}>
      <SandboxCardNumberField register={form.register} errors={form.formState.errors} autoFocus />
    </CardForm>
  );
}

/** Stripe's card element becomes a payment method in the browser; the server saves (and charges) it. */
function StripeCardForm(props: CardFormProps) {
  const { t } = useTranslation('subscriptions');
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<StripeCardState>(EMPTY_STRIPE_CARD);
  const form = useForm();
  const { submit, busy, formError, setFormError } = useFormSubmit(form, {
    fields: [],
    action: async () => {
      const element = elements?.getElement(CardElement);
      if (!stripe || !element) return;
      const method = await stripe.createPaymentMethod({ type: 'card', card: element });
      if (method.error) {
        setFormError(method.error.message ?? t('gateways.card.declined'));
        return;
      }
      await props.send({ payment_method_id: method.paymentMethod.id });
    },
    onError: notifyError,
  });
  return (
    <CardForm form={props} submission={{ submit, busy, formError }} ready={card.complete && Boolean(stripe)}>
      <StripeCardField card={card} onChange={setCard} disabled={busy} />
    </CardForm>
  );
}
