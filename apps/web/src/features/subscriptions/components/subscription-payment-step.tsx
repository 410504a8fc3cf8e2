import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@screener/contracts/money';
import { SANDBOX_CARDS, ZCardHolderForm } from '@screener/contracts/purchase';
import { validationMessage, zRequiredString } from '@screener/contracts/validation';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { usePaymentGateways } from '../../enrollment/api';
import { StepHeading } from '../../enrollment/components/step-heading';
import { CardHolderFields } from '../../enrollment/payment/card-holder-fields';
import { PayButton } from '../../enrollment/payment/pay-button';
import { ThreeDSecureFrame, type ThreeDSecureResult } from '../../enrollment/payment/three-d-secure-frame';
import { confirmSubscription, createSubscription, usePlans, useRefreshSubscription } from '../api';
import { formatMinor } from '../subscription-format';
import '../subscription-texts';

const ZSubscriptionCardForm = ZCardHolderForm.extend({
  card_number: zRequiredString.regex(/^[0-9 ]{12,23}$/, {
    error: validationMessage('validation.digits_only'),
  }),
});
type SubscriptionCardForm = z.infer<typeof ZSubscriptionCardForm>;
const EMPTY: SubscriptionCardForm = { card_number: '', address: '', zip_code: '' };

/**
 * The payment step of subscription mode (spec part 2 §4.5 step 8, §4.6): the plan, as the server
 * prices it, paid with the sandbox's test card. Success is a subscription that is active or on
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
  const fieldError = useFieldErrorText();
  const plans = usePlans();
  const gateways = usePaymentGateways();
  const refresh = useRefreshSubscription();
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setLocalBusy] = useState(false);
  const [challenge, setChallenge] = useState<{ id: number; url: string } | null>(null);
  const form = useForm<SubscriptionCardForm>({
    resolver: zodResolver(ZSubscriptionCardForm),
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

  const submit = form.handleSubmit(async (card) => {
    setFailure(null);
    setBusy(true);
    try {
      const reply = await createSubscription({
        charge_type: 'sandbox',
        idempotency_key: attemptKey,
        subscription_plan: props.plan.id,
        ...card,
      });
      if (reply.next_action === 'three_d_secure' && reply.url)
        setChallenge({ id: reply.subscription.id, url: reply.url });
      else if (reply.subscription.status === 'active' || reply.subscription.status === 'trialing')
        await succeed();
      else fail(t('subscriptions.payment.failed'));
    } catch (error) {
      fail(errorText(error, t));
    }
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
  if (plans.isPending || gateways.isPending) return <InlineSpinner label={t('enrollment.loading')} />;
  const sandbox = gateways.data?.some((gateway) => gateway.value === 'sandbox');
  if (!plan || !sandbox) {
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
      <StepHeading>{t('subscriptions.payment.title')}</StepHeading>
      <Typography dir="auto">
        {plan.metadata.plan_name}: <bdi>{formatMinor(plan.amount, plan.currency)}</bdi>{' '}
        {t(`subscriptions.per.${plan.interval}`)}
      </Typography>
      {plan.trial_period_days > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('subscriptions.trialDays', { count: plan.trial_period_days })}
        </Typography>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
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
            error={Boolean(form.formState.errors.card_number)}
            helperText={fieldError(form.formState.errors.card_number?.message)}
          />
          <CardHolderFields register={form.register} errors={form.formState.errors} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={props.onCancel} disabled={busy}>
              {t('subscriptions.payment.cancel')}
            </Button>
            <PayButton
              total={formatAmount(plan.trial_period_days > 0 ? 0 : plan.amount)}
              currency={plan.currency}
              busy={busy}
              disabled={!filled}
            />
          </Stack>
        </Stack>
      </form>
      {challenge ? (
        <ThreeDSecureFrame url={challenge.url} purchaseId={challenge.id} onComplete={completeChallenge} />
      ) : null}
    </Stack>
  );
}
