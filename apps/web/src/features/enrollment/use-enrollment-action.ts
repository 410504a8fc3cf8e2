import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  type EnrollmentIntent,
  useEnrollmentDialog,
} from '../../domain/enrollment/enrollment-dialog-context';

/**
 * The one place the event buttons act. An enrolled viewer who asks to watch goes to the watch
 * page; everything else opens the enrollment dialog, which walks the decision order (spec part 2
 * §4.5) and enrols at once, without showing its steps, when the decision says enroll.
 */
export function useEnrollmentAction(screener: Screener) {
  const navigate = useNavigate();
  const dialog = useEnrollmentDialog();

  return useCallback(
    (intent: EnrollmentIntent) => {
      if (intent === 'watch' && screener.is_enrolled) {
        void navigate(routePath('screeners.watch', { screener_id: screener.id }));
        return;
      }
      dialog.open({ mode: 'event', screener, intent });
    },
    [navigate, dialog, screener],
  );
}
