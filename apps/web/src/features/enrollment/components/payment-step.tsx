import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { PaymentGatewayName } from '@screener/contracts/company';
import type { ChosenEventType } from '@screener/contracts/enrollment-decision';
import { EVENT_TYPES } from '@screener/contracts/event';
import { decimalToMinor } from '@screener/contracts/money';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import type { Screener } from '@screener/contracts/screener';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { usePaymentGateways } from '../../../domain/payment/api';
import { StepHeading } from '../../../domain/payment/step-heading';
import { getAffiliation } from '../../referral';
import { SeatOrderSummary } from '../../venues';
import { createPurchase, type PurchaseReply } from '../api';
import type { PurchaseAttempt } from '../payment/gateway-form-props';
import { GATEWAY_FORMS } from '../payment/gateway-forms';
import { type AppliedCoupon, CouponForm } from './coupon-form';
import { GatewaySelector } from './gateway-selector';
import { PaymentSummary } from './payment-summary';

const newAttemptKey = () => crypto.randomUUID();

/** What the step sells: a plan (a ticket, a pass, on demand) or the seats the viewer holds. */
export type PaymentItem = { kind: 'plan'; plan: PricingPlan } | { kind: 'seats'; booking: LockedBooking };

/**
 * The payment step (spec part 2 §2.11, §4.6): the summary, the coupon form for the online part, the
 * gateway selector and the selected gateway's form; Participate instead when nothing is left to
 * pay. Each attempt carries its own idempotency key; a failed one is retried with a new key. Held
 * seats are paid for by naming the event alone: the server prices them from the hold.
 */
export function PaymentStep(props: {
  item: PaymentItem;
  screener: Screener | null;
  chosenEventType: ChosenEventType | null;
  onSettled: (reply: PurchaseReply) => void;
  /** A payment attempt failed (its message is shown here). */
  onAttemptFailed?: () => void;
  onBusyChange: (busy: boolean) => void;
  onBack: (() => void) | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const gatewaysQuery = usePaymentGateways();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [chosenGateway, setChosenGateway] = useState<PaymentGatewayName | null>(null);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setLocalBusy] = useState(false);
  const { onBusyChange } = props;
  const setBusy = useCallback(
    (working: boolean) => {
      setLocalBusy(working);
      onBusyChange(working);
    },
    [onBusyChange],
  );

  const { item } = props;
  const plan = item.kind === 'plan' ? item.plan : null;
  const price =
    item.kind === 'plan'
      ? { amount: item.plan.price, currency: item.plan.currency }
      : { amount: item.booking.amount, currency: item.booking.currency };
  const total = coupon?.state.total ?? price.amount;
  const free = decimalToMinor(total) === 0 || coupon?.state.discount_percentage === 100;
  // The spec offers the coupon form for the online part only.
  const offersCoupon = plan !== null && props.chosenEventType !== EVENT_TYPES.physical;
  const gateways = (gatewaysQuery.data ?? [])
    .map((option) => option.value)
    .filter((name) => GATEWAY_FORMS[name] !== undefined);
  const gateway = chosenGateway ?? gateways[0] ?? null;
  const GatewayForm = gateway ? GATEWAY_FORMS[gateway] : undefined;

  const attempt: PurchaseAttempt = {
    idempotency_key: attemptKey,
    pricing_id: plan?.id,
    screener_id: props.screener?.id,
    coupon_code: coupon?.code ?? null,
    affiliation: getAffiliation()?.code ?? null,
  };

  const changeCoupon = (next: AppliedCoupon | null) => {
    setCoupon(next);
    setFailure(null);
    setAttemptKey(newAttemptKey());
  };
  const fail = (message: string) => {
    setFailure(message);
    setAttemptKey(newAttemptKey());
    props.onAttemptFailed?.();
  };
  const settle = (reply: PurchaseReply) => {
    setFailure(null);
    props.onSettled(reply);
  };

  // Free or a 100% coupon: the purchase is sent with a null token and completes without a gateway.
  const participate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      settle(
        await createPurchase(
          { ...attempt, charge_type: 'stripe', token: null, zip_code: null, address: null },
          props.screener?.id ?? null,
        ),
      );
    } catch (error) {
      fail(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <StepHeading>{t('enrollment.payment.title')}</StepHeading>
      {item.kind === 'seats' ? (
        <SeatOrderSummary title={props.screener?.title ?? ''} booking={item.booking} />
      ) : (
        <PaymentSummary
          plan={item.plan}
          screener={props.screener}
          coupon={coupon?.state ?? null}
          total={total}
        />
      )}
      {offersCoupon && plan ? (
        <CouponForm pricingId={plan.id} applied={coupon} disabled={busy} onChange={changeCoupon} />
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {free ? null : (
        <PaymentMethods
          loading={gatewaysQuery.isPending}
          error={gatewaysQuery.isError ? errorText(gatewaysQuery.error, t) : null}
          gateways={gateways}
          gateway={gateway}
          disabled={busy}
          onChange={(name) => {
            setChosenGateway(name);
            setFailure(null);
            setAttemptKey(newAttemptKey());
          }}
        />
      )}
      {!free && GatewayForm ? (
        <GatewayForm
          key={gateway}
          attempt={attempt}
          total={total}
          currency={price.currency}
          onSettled={settle}
          onFailed={fail}
          onBusyChange={setBusy}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {props.onBack ? (
          <Button disabled={busy} onClick={props.onBack}>
            {t('enrollment.back')}
          </Button>
        ) : null}
        <Button disabled={busy} onClick={props.onCancel}>
          {t('enrollment.cancel')}
        </Button>
        {free ? (
          <Button variant="contained" loading={busy} onClick={() => void participate()}>
            {t('enrollment.payment.participate')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

function PaymentMethods(props: {
  loading: boolean;
  error: string | null;
  gateways: readonly PaymentGatewayName[];
  gateway: PaymentGatewayName | null;
  disabled: boolean;
  onChange: (gateway: PaymentGatewayName) => void;
}) {
  const { t } = useTranslation();
  if (props.loading)
    return <CircularProgress size={24} aria-label={t('enrollment.payment.loadingMethods')} />;
  if (props.error) return <Alert severity="error">{props.error}</Alert>;
  if (props.gateways.length === 0)
    return <Alert severity="warning">{t('enrollment.payment.noMethods')}</Alert>;
  return (
    <GatewaySelector
      gateways={props.gateways}
      value={props.gateway}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}
