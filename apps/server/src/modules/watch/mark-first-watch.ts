import { rentalWindow } from '@screener/contracts/watch-access';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import type { EnrollmentRow } from '../enrollment/index.ts';
import { startRentalWindowOnce } from '../enrollment/index.ts';
import { enforceWatch, type WatchRequest } from './access.ts';

/**
 * Watch now on an on-demand event (spec part 2 §4.2): starts the rental window of
 * vod_availability hours from now, once. A second call changes nothing and answers the same
 * window; an expired rental stays expired (410).
 */
export async function markFirstWatch(
  db: DbExecutor,
  request: Omit<WatchRequest, 'caller' | 'preview'>,
): Promise<EnrollmentRow> {
  const grant = await enforceWatch(db, { ...request, caller: 'screening', preview: false });
  const { screener, enrollment } = grant;
  if (!screener.isVodEvent)
    throw new AppError('CONFLICT', { message: textInEvery('errors.onlyOnDemandFirstWatch') });
  if (!enrollment) throw new AppError('NOT_ENROLLED');
  if (enrollment.eventStartsAt) return enrollment;
  // Without vod_availability the rental runs to the end of the event's availability.
  const window =
    screener.vodAvailability !== null
      ? rentalWindow(request.now, screener.vodAvailability)
      : { startsAt: request.now, endsAt: screener.screeningEndsAt };
  return startRentalWindowOnce(db, enrollment.id, window);
}
