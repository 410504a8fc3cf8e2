import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EVENT_TYPES } from '@screener/contracts/event';
import { routePath } from '@screener/contracts/routes';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { venuePartsOf } from '@screener/contracts/venue-parts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../api/error-text';
import { clearSession } from '../../../api/session-store';
import type { EnrollmentRequest } from '../../../domain/enrollment/enrollment-dialog-context';
import { useFocusWhenShown } from '../../../domain/payment/step-heading';
import { withTexts } from '../../../i18n/i18n';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { notify } from '../../../ui/notifications';
import { LoginFlowStep, logoutOnServer, useClearViewerData, useLoginFlow } from '../../account';
import { SubscriptionPaymentStep } from '../../subscriptions';
import { loadSeatChartDialog, lockSeats } from '../../venues';
import { enroll } from '../api';
import { type EnrollmentChoices, type EnrollmentScreen, enrollmentScreen } from '../enrollment-screen';
import { type EnrollmentResult, useEnrollmentCompletion } from '../use-enrollment-completion';
import { type DialogPlan, isPricingPlan, useEnrollmentFacts } from '../use-enrollment-facts';
import { DonationStep } from './donation-step';
import { EventTypeStep } from './event-type-step';
import { OutcomeStep } from './outcome-step';
import { PaymentStep } from './payment-step';
import { PricingPlanStep } from './pricing-plan-step';

// The seat chart is fetched only when a viewer goes to a venue.
const SeatChartDialog = lazy(async () => ({
  default: (await withTexts(loadSeatChartDialog())).SeatChartDialog,
}));

type Props = {
  request: EnrollmentRequest;
  onClose: () => void;
  /** The flow has something to show; until then the dialog stays hidden. */
  onVisible: () => void;
  onBusyChange: (busy: boolean) => void;
};

/**
 * The steps of the enrollment dialog, driven by the decision order: after every choice, login or
 * answer the dialog asks `enrollmentScreen` (and so `decideEnrollmentStep`) what comes next.
 */
export function EnrollmentFlow({ request, onClose, onVisible, onBusyChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const clearViewerData = useClearViewerData();
  const factsState = useEnrollmentFacts(request);
  const { afterEnroll, afterPurchase, finish } = useEnrollmentCompletion(request.mode, onClose);
  const [login, dispatchLogin] = useLoginFlow();
  const [choices, setChoices] = useState<EnrollmentChoices>({
    chosenEventType:
      request.mode === 'event' && request.intent === 'buy_venue_ticket' ? EVENT_TYPES.physical : null,
    planId: null,
    seatBooking: null,
  });
  const [typeChosenHere, setTypeChosenHere] = useState(false);
  const [result, setResult] = useState<EnrollmentResult | null>(null);
  const started = useRef<'enroll' | 'logout' | null>(null);

  const screener = factsState.status === 'ready' ? factsState.screener : null;
  const screen: EnrollmentScreen<DialogPlan> | null =
    factsState.status === 'ready' ? enrollmentScreen(factsState.facts, choices) : null;
  const inLoginFlow = login.step !== 'login' && login.step !== 'logged_in';
  const quiet = result === null && !inLoginFlow && (screen === null || screen.screen === 'enroll');

  useEffect(() => {
    if (!quiet || factsState.status === 'error') onVisible();
  }, [quiet, factsState.status, onVisible]);

  // Steps the dialog takes by itself, each once.
  const action = result === null && !inLoginFlow ? screen?.screen : undefined;
  const enrollAs = screen?.screen === 'enroll' ? screen.chosenEventType : null;
  const subscribedVod =
    factsState.status === 'ready' && factsState.facts.isSubscribed && factsState.facts.isVod;
  useEffect(() => {
    if (action === 'enroll' && screener && started.current !== 'enroll') {
      started.current = 'enroll';
      // A subscriber enrolled in an on-demand event goes straight to watching (spec part 2 §4.6).
      const toWatch = subscribedVod;
      enroll({ screener_id: screener.id, ...(enrollAs ? { event_type: enrollAs } : {}) })
        .then((reply) => {
          const result = afterEnroll(reply, screener);
          if (!toWatch) return setResult(result);
          onClose();
          void navigate(routePath('screeners.watch', { screener_id: screener.id }));
        })
        .catch((error: unknown) => {
          notify(errorText(error, t), 'error');
          onClose();
        });
    }
    if (action === 'logout_preview' && started.current !== 'logout') {
      started.current = 'logout';
      void logoutOnServer().then(() => {
        clearSession();
        clearViewerData();
      });
    }
    if (action === 'subscription_tab') {
      onClose();
      void navigate(routePath('user.dashboard', {}, { tab: 'subscription' }));
    }
  }, [action, enrollAs, subscribedVod, screener, afterEnroll, onClose, navigate, clearViewerData, t]);

  if (result) {
    return result.donation && screener ? (
      <DonationStep screener={screener} form={result.donation} onDone={finish} />
    ) : (
      <OutcomeStep outcome={result.outcome} onAccount={onClose} onClose={finish} />
    );
  }
  if (factsState.status === 'error') {
    return <Failure message={errorText(factsState.error, t)} onClose={onClose} />;
  }
  if (inLoginFlow || screen?.screen === 'login') {
    return (
      <LoginFlowStep
        state={login}
        dispatch={dispatchLogin}
        redirectTo={`${location.pathname}${location.search}`}
      />
    );
  }
  if (screen === null) return <InlineSpinner label={t('enrollment.loading')} />;

  const chooseType = (chosenEventType: EnrollmentChoices['chosenEventType']) => {
    setChoices({ chosenEventType, planId: null, seatBooking: null });
    setTypeChosenHere(true);
  };
  const backToType = typeChosenHere ? () => chooseType(null) : null;
  // A failed payment frees the seats (spec part 2 §4.4); they are held again at once so the viewer
  // can pay another way, or the chart comes back, saying why, when someone took them meanwhile.
  const holdSeatsAgain = (booking: LockedBooking) => {
    lockSeats(booking.screener_id, booking.seat_indexes, booking.ticket_types_discount)
      .then((seatBooking) => setChoices((current) => ({ ...current, seatBooking })))
      .catch((error: unknown) => {
        notify(errorText(error, t), 'error');
        setChoices((current) => ({ ...current, seatBooking: null }));
      });
  };

  switch (screen.screen) {
    case 'select_event_type':
      return screener ? <EventTypeStep screener={screener} onChoose={chooseType} /> : null;
    case 'select_pricing_plan':
      return screener && factsState.status === 'ready' ? (
        <PricingPlanStep
          screener={screener}
          plans={factsState.facts.plans.filter(isPricingPlan)}
          initialPlanId={choices.planId}
          onChoose={(planId) => setChoices((current) => ({ ...current, planId }))}
          onBack={backToType}
          onCancel={onClose}
          onLeave={onClose}
        />
      ) : (
        <Failure message={t('enrollment.errors.no_plan')} onClose={onClose} />
      );
    case 'select_seats': {
      const parts = screener ? venuePartsOf(screener) : null;
      return screener && parts ? (
        <Suspense fallback={<InlineSpinner label={t('enrollment.loading')} />}>
          <SeatChartDialog
            screenerId={screener.id}
            title={screener.title}
            parts={parts}
            onClose={backToType ?? onClose}
            onLocked={(seatBooking) => setChoices((current) => ({ ...current, seatBooking }))}
          />
        </Suspense>
      ) : null;
    }
    case 'seat_payment':
      return (
        <PaymentStep
          item={{ kind: 'seats', booking: screen.booking }}
          screener={screener}
          chosenEventType={EVENT_TYPES.physical}
          onSettled={(reply) => setResult(afterPurchase(reply, screener))}
          onAttemptFailed={() => holdSeatsAgain(screen.booking)}
          onBusyChange={onBusyChange}
          onBack={() => setChoices((current) => ({ ...current, seatBooking: null }))}
          onCancel={onClose}
        />
      );
    case 'payment':
      return isPricingPlan(screen.plan) ? (
        <PaymentStep
          item={{ kind: 'plan', plan: screen.plan }}
          screener={screener}
          chosenEventType={screen.chosenEventType}
          onSettled={(reply) => setResult(afterPurchase(reply, screener))}
          onBusyChange={onBusyChange}
          onBack={
            choices.planId !== null
              ? () => setChoices((current) => ({ ...current, planId: null }))
              : backToType
          }
          onCancel={onClose}
        />
      ) : (
        <SubscriptionPaymentStep
          plan={{ id: screen.plan.id, name: screen.plan.name }}
          onSubscribed={finish}
          onBusyChange={onBusyChange}
          onCancel={onClose}
        />
      );
    case 'error':
      return <Failure message={t(`enrollment.errors.${screen.error}`)} onClose={onClose} />;
    case 'enroll':
    case 'logout_preview':
    case 'subscription_tab':
      return <InlineSpinner label={t('enrollment.loading')} />;
  }
}

/** Why the dialog cannot go on; it takes the focus, as the button that led here is gone. */
function Failure({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useFocusWhenShown(alert);
  return (
    <Stack spacing={2}>
      <Alert ref={alert} tabIndex={-1} severity="warning" role="alert" sx={{ outline: 'none' }}>
        {message}
      </Alert>
      <Button onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
        {t('common.close')}
      </Button>
    </Stack>
  );
}
