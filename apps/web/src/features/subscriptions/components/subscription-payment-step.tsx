import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@screener/contracts/money';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { usePaymentGateways } from '../../../domain/payment/api';
import { PayButton } from '../../../domain/payment/pay-button';
import {
  EMPTY_SANDBOX_CARD as EMPTY,
  SandboxCardFields,
  type SandboxCardValues,
  ZSandboxCardForm,
} from '../../../domain/payment/sandbox-card-fields';
import { StepHeading } from '../../../domain/payment/step-heading';
import { ThreeDSecureFrame, type ThreeDSecureResult } from '../../../domain/payment/three-d-secure-frame';
import { FormShell } from '../../../ui/form-shell';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { confirmSubscription, createSubscription, usePlans, useRefreshSubscription } from '../api';
import { formatMinor } from '../subscription-format';
import { SubscriptionStripeForm } from './subscription-stripe-form';
import '../subscription-texts';

/**
 * The payment step of subscription mode (spec part 2 §4.5 step 8, §4.6): the plan, as the server
 * prices it, paid with the sandbox's test card, or with Stripe's card element where the company
 * takes cards through Stripe. Success is a subscription that is active or on
 * trial; a 3-D Secure card opens the challenge frame first; anything else fails and the form is
 * reset for another attempt, with a new attempt key.
 */
export function SubscriptionPaymentStep(props: {
  plan: { id: number; name: string };
  onSubscribed: () => void;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const plans = usePlans();
  const gateways = usePaymentGateways();
  const refresh = useRefreshSubscription();
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setLocalBusy] = useState(false);
  const [challenge, setChallenge] = useState<{ id: number; url: string } | null>(null);
  const form = useForm<SandboxCardValues>({
    resolver: zodResolver(ZSandboxCardForm),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control: form.control });
  const filled = Boolean(values.card_number?.trim() && values.address?.trim() && values.zip_code?.trim());
  const { onBusyChange, onSubscribed } = props;

  const setBusy = useCallback(
    (working: boolean) => {
      setLocalBusy(working);
      onBusyChange(working);
    },
    [onBusyChange],
  );
  const fail = useCallback(
    (message: string) => {
      form.reset(EMPTY);
      setFailure(message);
      setAttemptKey(crypto.randomUUID());
      setBusy(false);
    },
    [form, setBusy],
  );
  const succeed = useCallback(async () => {
    await refresh();
    setBusy(false);
    onSubscribed();
  }, [refresh, setBusy, onSubscribed]);

  /** Starts the subscription with the card of either form; the plan decides the amount. */
  const send = async (
    card:
      | { charge_type: 'sandbox'; card_number: string }
      | { charge_type: 'stripe'; payment_method_id: string },
    holder: { address: string; zip_code: string },
  ) => {
    setFailure(null);
    setBusy(true);
    const reply = await createSubscription({
      idempotency_key: attemptKey,
      subscription_plan: props.plan.id,
      ...holder,
      ...card,
    });
    if (reply.next_action === 'three_d_secure' && reply.url)
      setChallenge({ id: reply.subscription.id, url: reply.url });
    else if (reply.subscription.status === 'active' || reply.subscription.status === 'trialing')
      await succeed();
    else fail(t('subscriptions.payment.failed'));
  };
  const { submit } = useFormSubmit(form, {
    fields: [],
    action: ({ card_number, ...holder }) => send({ charge_type: 'sandbox', card_number }, holder),
    onError: fail,
  });

  const completeChallenge = useCallback(
    (result: ThreeDSecureResult) => {
      const id = challenge?.id;
      setChallenge(null);
      if (!id || !result.client_secret_id) {
        fail(t('subscriptions.payment.failed'));
        return;
      }
      confirmSubscription(id, result.client_secret_id)
        .then(() => succeed())
        .catch((error: unknown) => fail(errorText(error, t)));
    },
    [challenge, fail, succeed, t],
  );

  const plan = plans.data?.find((option) => option.id === props.plan.id);
  const trial = (plan?.trial_period_days ?? 0) > 0;
  // A trial charges nothing now: the button says what the press does rather than "Pay £0.00".
  const submitLabel = trial ? t('subscriptions.payment.startTrial') : undefined;
  if (plans.isPending || gateways.isPending) return <InlineSpinner label={t('enrollment.loading')} />;
  // The offline sandbox where the company offers it, else the card gateway's Stripe Billing.
  const gateway = gateways.data?.some((option) => option.value === 'sandbox')
    ? 'sandbox'
    : gateways.data?.some((option) => option.value === 'stripe')
      ? 'stripe'
      : null;
  if (!plan || !gateway) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          {t('enrollment.errors.subscription_unavailable')}
        </Alert>
        <Button onClick={props.onCancel} sx={{ alignSelf: 'flex-end' }}>
          {t('common.close')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <StepHeading>
        {trial ? t('subscriptions.payment.titleTrial') : t('subscriptions.payment.title')}
      </StepHeading>
      <Typography dir="auto">
        {plan.metadata.plan_name}: <bdi>{formatMinor(plan.amount, plan.currency)}</bdi>{' '}
        {t(`subscriptions.per.${plan.interval}`)}
      </Typography>
      {trial ? (
        <Typography variant="body2" color="text.secondary">
          {t('subscriptions.payment.trialNote', {
            count: plan.trial_period_days,
            amount: formatMinor(plan.amount, plan.currency),
            per: t(`subscriptions.per.${plan.interval}`),
          })}
        </Typography>
      ) : null}
      {gateway === 'stripe' ? (
        <>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SubscriptionStripeForm
            total={formatAmount(trial ? 0 : plan.amount)}
            currency={plan.currency}
            busy={busy}
            submitLabel={submitLabel}
            onPaymentMethod={(paymentMethodId, holder) =>
              send({ charge_type: 'stripe', payment_method_id: paymentMethodId }, holder).catch(
                (error: unknown) => fail(errorText(error, t)),
              )
            }
            onFailed={fail}
            onCancel={props.onCancel}
          />
        </>
      ) : (
        <FormShell onSubmit={submit} label={t('enrollment.sandbox.title')} busy={busy} error={failure}>
          <SandboxCardFields register={form.register} errors={form.formState.errors} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={props.onCancel} disabled={busy}>
              {t('subscriptions.payment.cancel')}
            </Button>
            <PayButton
              total={formatAmount(trial ? 0 : plan.amount)}
              currency={plan.currency}
              busy={busy}
              disabled={!filled}
              label={submitLabel}
            />
          </Stack>
        </FormShell>
      )}
      {challenge ? (
        <ThreeDSecureFrame url={challenge.url} purchaseId={challenge.id} onComplete={completeChallenge} />
      ) : null}
    </Stack>
  );
}
