import { hasPhysicalPart } from '@screener/contracts/event';
import type { EventPreview } from '@screener/contracts/event-preview';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { ScreenerVenuePartsOf } from './routes.ts';
import { screeners } from './schema.ts';
import { type ScreenerParts, screenerViews, type ViewContext } from './screener-view.ts';

/**
 * An event of the company as the viewer's overview shows it, drafts and cancelled events too, for
 * staff previewing it; null when the company has no such event. The view is a guest's (no viewer
 * links), so a preview never shows or changes anyone's purchases.
 */
export async function previewScreener(
  db: DbExecutor,
  parts: ScreenerParts,
  venuePartsOf: ScreenerVenuePartsOf,
  context: ViewContext,
  id: number,
): Promise<EventPreview | null> {
  const rows = await db
    .select()
    .from(screeners)
    .where(and(ofCompany(screeners, context.companyId), eq(screeners.id, id)))
    .limit(1);
  const [row] = rows;
  // Staff see the Q&A meeting as the event's viewers with a ticket will.
  const [view] = await screenerViews(db, parts, { ...context, meetings: 'all' }, rows);
  if (!row || !view) return null;
  const venue = hasPhysicalPart(view.event_type)
    ? await venuePartsOf(context.companyId, view.id, context.language)
    : null;
  return { screener: { ...view, ...venue }, status: row.status };
}
