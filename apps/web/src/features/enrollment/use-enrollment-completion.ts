import type { EnrollmentMode } from '@screener/contracts/event';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useCallback } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { useEmbedMode } from '../../ui/use-embed-mode';
import { clearAffiliation } from '../referral';
import { type EnrollReply, type PurchaseReply, useApplyViewerState } from './api';
import { type DonationForm, donationForm } from './donation-form';
import { type EnrollmentOutcome, purchaseOutcome } from './purchase-outcome';
import { trackPurchase } from './purchase-pixel';

export type EnrollmentResult = {
  outcome: EnrollmentOutcome;
  /** The provider's donation form, when the viewer just enrolled in an event that takes donations. */
  donation: DonationForm | null;
};

/**
 * What follows an enrollment or a purchase (spec part 2 §4.6, §7.2): the viewer's refreshed state
 * goes into the cache, the affiliation is used up, the pixel hears of a purchase; `finish` closes
 * the dialog and redirects (the subscription success page; otherwise the dashboard, unless the
 * viewer is on the event's overview or the site is embedded).
 */
export function useEnrollmentCompletion(mode: EnrollmentMode, onClose: () => void) {
  const company = useCurrentCompany();
  const applyViewerState = useApplyViewerState();
  const navigate = useNavigate();
  const embedded = useEmbedMode();
  const onOverview = useMatches().some((match) => match.id === 'screeners.overview');

  const donationFor = useCallback(
    (screener: Screener | null) =>
      screener ? donationForm(screener, company.currency, window.location.origin) : null,
    [company.currency],
  );

  const afterEnroll = useCallback(
    (reply: EnrollReply, screener: Screener | null): EnrollmentResult => {
      void applyViewerState(reply);
      clearAffiliation();
      return { outcome: { kind: 'enrolled' }, donation: donationFor(screener) };
    },
    [applyViewerState, donationFor],
  );

  const afterPurchase = useCallback(
    (reply: PurchaseReply, screener: Screener | null): EnrollmentResult => {
      void applyViewerState(reply);
      clearAffiliation();
      trackPurchase(company.fbpixelId, reply.purchase);
      const outcome = purchaseOutcome(reply.purchase);
      return {
        outcome,
        donation: outcome.kind === 'enrolled' ? donationFor(screener) : null,
      };
    },
    [applyViewerState, company.fbpixelId, donationFor],
  );

  const finish = useCallback(() => {
    onClose();
    if (mode === 'subscription') void navigate(routePath('subscription.success'));
    else if (!onOverview && !embedded) void navigate(routePath('user.dashboard'));
  }, [onClose, mode, onOverview, embedded, navigate]);

  return { afterEnroll, afterPurchase, finish };
}
