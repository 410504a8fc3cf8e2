import { decideWatchAccess, type WatchCaller } from '@screener/contracts/watch-access';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCompanyAdmin, isPreviewViewer } from '../auth/index.ts';
import type { EnrollmentRow } from '../enrollment/index.ts';
import { findEnrollment } from '../enrollment/index.ts';
import type { ScreenerRow } from '../screenings/index.ts';
import { findPublishedScreener, isGeoBlocked } from '../screenings/index.ts';
import { hasActiveSubscription } from '../subscriptions/index.ts';

export type WatchRequest = {
  companyId: number;
  screenerId: number;
  consumerId: number;
  caller: WatchCaller;
  now: Date;
  country: string;
  /**
   * Asked for by the client; honoured only for a company administrator. A simulation link's viewer
   * is in preview without asking.
   */
  preview: boolean;
};

export type WatchGrant = {
  screener: ScreenerRow;
  enrollment: EnrollmentRow | null;
  subscribed: boolean;
  preview: boolean;
  windowEndsAt: Date | null;
  firstWatchRequired: boolean;
};

/**
 * Loads what the watch rule needs (the event, the viewer's enrollment and subscription) and
 * applies it; throws the catalogue error the rule names. An unknown or unpublished event is 404.
 */
export async function enforceWatch(db: DbExecutor, request: WatchRequest): Promise<WatchGrant> {
  const [screener, enrollment, subscribed, admin, previewViewer] = await Promise.all([
    findPublishedScreener(db, request.companyId, request.screenerId),
    findEnrollment(db, request.companyId, request.screenerId, request.consumerId),
    hasActiveSubscription(db, request.companyId, request.consumerId, request.now, request.screenerId),
    request.preview ? isCompanyAdmin(db, request.companyId, request.consumerId) : Promise.resolve(false),
    isPreviewViewer(db, request.companyId, request.consumerId),
  ]);
  if (!screener) throw new AppError('NOT_FOUND');
  if (request.preview && !admin && !previewViewer) throw new AppError('FORBIDDEN');
  // A simulation link's viewer previews the event its link enrolled it in (spec part 2 §4.1, §6):
  // no countdown, no end of the event, no geo block; enrolment is still required, so only that event.
  const preview = request.preview || previewViewer;
  const access = decideWatchAccess({
    caller: request.caller,
    now: request.now,
    event: {
      startsAt: screener.screeningStartsAt,
      endsAt: screener.screeningEndsAt,
      screeningTolerance: screener.screeningTolerance,
      isVod: screener.isVodEvent,
      geoBlocked: isGeoBlocked(screener, request.country),
    },
    viewer: {
      // An enrollment only the subscription granted counts while the subscription lasts.
      enrolledAt: enrollment && (subscribed || !enrollment.viaSubscription) ? enrollment.createdAt : null,
      rentalEndsAt: screener.isVodEvent ? (enrollment?.eventEndsAt ?? null) : null,
      subscribed,
    },
    preview,
  });
  if (!access.ok) throw new AppError(access.error);
  return {
    screener,
    enrollment,
    subscribed,
    preview,
    windowEndsAt: access.windowEndsAt,
    firstWatchRequired: access.firstWatchRequired,
  };
}
