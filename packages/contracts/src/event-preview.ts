import { z } from 'zod';
import { ZGetScreenerResponse } from './screener.ts';
import { zId } from './validation.ts';

/**
 * The viewer's overview of an event in preview mode (issue 20, decision 0028): kept apart from the
 * back-office's contracts so the site's overview page loads only this.
 */

/** The viewer's overview page opens an event in preview mode with this query parameter. */
export const PREVIEW_QUERY_PARAM = 'preview';

/** The event to preview, by its id. */
export const ZEventPreviewRequest = z.object({ screener_id: zId });

/** Who may see an event: its status, as the back-office keeps it. */
export const ZPreviewStatus = z.enum(['draft', 'published', 'cancelled']);
export type PreviewStatus = z.infer<typeof ZPreviewStatus>;

/** The event as a viewer's overview shows it, whatever its status, and that status for the banner. */
export const ZEventPreviewResponse = ZGetScreenerResponse.extend({ status: ZPreviewStatus });
export type EventPreview = z.infer<typeof ZEventPreviewResponse>;
