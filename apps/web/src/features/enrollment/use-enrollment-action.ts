import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session-store';
import { notify } from '../../ui/notifications';

/** What the viewer asked for on a card or the overview (see contracts main-button.ts). */
export type EnrollmentIntent = 'watch' | 'buy_ticket' | 'participate' | 'buy_venue_ticket';

/**
 * The one place the event buttons act. A logged-out viewer goes to login and comes back here; an
 * enrolled viewer who asks to watch goes to the watch page. Buying and enrolling belong to the
 * enrollment dialog, which does not exist yet: until it replaces this body the viewer is told so,
 * and nothing is bought or enrolled.
 */
export function useEnrollmentAction(screener: Pick<Screener, 'id' | 'is_enrolled'>) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();

  return useCallback(
    (intent: EnrollmentIntent) => {
      if (!session) {
        void navigate(routePath('company.login', {}, { redirect: `${location.pathname}${location.search}` }));
        return;
      }
      if (intent === 'watch' && screener.is_enrolled) {
        void navigate(routePath('screeners.watch', { screener_id: screener.id }));
        return;
      }
      notify(t('screenings.enrollment.notYet'), 'info');
    },
    [session, navigate, location.pathname, location.search, screener.id, screener.is_enrolled, t],
  );
}
