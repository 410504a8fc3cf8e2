import * as eventPreviewCalls from '@screener/contracts/calls/admin-event-preview';
import * as adminEventsCalls from '@screener/contracts/calls/admin-events';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { type ImageFolder, registerImageDelivery, storeUploadedImage } from '../../lib/uploaded-image.ts';
import type { ScreeningsDeps } from './deps.ts';
import { previewScreener } from './event-preview.ts';
import type { ScreenerVenuePartsOf } from './routes.ts';
import type { ScreenerParts } from './screener-view.ts';

/** Event thumbnails are public files beside the company's logo, named by the hash of their bytes. */
const THUMBNAILS: ImageFolder = { folder: 'event-images', urlPrefix: '/uploads/event-images/' };

/**
 * The event editor's uploaded thumbnail and preview (issue 20), for staff with the `content`
 * permission. The preview is a call of its own under `/api/admin`, where the staff cookie is
 * sent: the viewer's overview call never reads a staff session (decision 0028).
 */
export function registerAdminEventExtrasRoutes(
  app: FastifyInstance,
  deps: ScreeningsDeps,
  parts: ScreenerParts,
  venuePartsOf: ScreenerVenuePartsOf,
): void {
  registerImageDelivery(app, deps.storage, THUMBNAILS);

  /**
   * Keeps the cropped picture and answers its address; the event changes when the editor saves
   * that address as its thumbnail (and the save is audited), so an unsaved upload changes nothing.
   */
  registerCall(app, deps, adminEventsCalls.uploadThumbnail, async ({ body }) => ({
    thumbnail_url: await storeUploadedImage(
      deps.storage,
      THUMBNAILS,
      { maxBytes: SETTINGS_IMAGE.maxBytes, maxSide: SETTINGS_IMAGE.maxSide },
      body.image,
      () => new AppError('EVENT_THUMBNAIL_INVALID'),
    ),
  }));

  registerCall(app, deps, eventPreviewCalls.preview, async ({ body, company, request, now, language }) => {
    const context = {
      companyId: company.id,
      now,
      country: deps.geo.countryOf(request),
      language,
      consumerId: null,
    };
    const preview = await previewScreener(deps.db, parts, venuePartsOf, context, body.screener_id);
    if (!preview) throw new AppError('NOT_FOUND');
    return preview;
  });
}
