import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { ViewerScreening } from '@screener/contracts/viewer';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { enrollmentLinks } from './service.ts';

/** One row of the viewer's links: an enrollment (status null) or a purchase granting the event. */
export type ViewerLinkRow = {
  screenerId: number;
  purchaseId: number | null;
  status: number | null;
  /** The purchase is a venue ticket (seats, or a venue-ticket plan); false for an enrollment. */
  venueTicket: boolean;
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
};

/** Which links a part of the viewer's links statement selects: the viewer, and the events asked about. */
export type LinkFilter = Parameters<typeof enrollmentLinks>[1];

/**
 * The payments module's part of the viewer's links (its purchases granting events, with the same
 * columns as the enrollments' part): payments builds on enrollment, so it hands this in.
 */
export type PurchaseLinks = (db: DbExecutor, of: LinkFilter) => LinkRowsQuery;

/** A query a union with the enrollments' part accepts: the same columns, of any table. */
type LinkRowsQuery = Parameters<ReturnType<typeof enrollmentLinks>['unionAll']>[0];

/** The viewer's links to the given events, or to every event it touches when none are given. */
export type ListViewerScreenings = (
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  screenerIds?: number[] | null,
) => Promise<ViewerScreening[]>;

/**
 * The viewer's link to each event it touches: enrolled (an enrollment exists), purchased (a
 * completed purchase names the event, or its plan or pass covers it), its venue ticket purchased
 * (such a purchase is a venue ticket), in payment (such a purchase is still processing and none
 * completed).
 */
export function viewerScreeningsOf(rows: ViewerLinkRow[]): ViewerScreening[] {
  const states = new Map<number, ViewerScreening>();
  const stateOf = (screenerId: number): ViewerScreening => {
    let state = states.get(screenerId);
    if (!state) {
      state = {
        screener_id: screenerId,
        purchase_id: null,
        is_enrolled: false,
        is_purchased: false,
        is_venue_ticket_purchased: false,
        is_payment_in_process: false,
        event_starts_at: null,
        event_ends_at: null,
      };
      states.set(screenerId, state);
    }
    return state;
  };
  const purchases = rows
    .filter((row) => row.status !== null)
    .sort((a, b) => (a.purchaseId ?? 0) - (b.purchaseId ?? 0));
  for (const purchase of purchases) {
    const state = stateOf(purchase.screenerId);
    if (purchase.status === PURCHASE_STATUSES.completed) {
      state.is_purchased = true;
      if (purchase.venueTicket) state.is_venue_ticket_purchased = true;
      state.purchase_id ??= purchase.purchaseId;
    } else {
      state.is_payment_in_process = true;
    }
  }
  for (const enrollment of rows.filter((row) => row.status === null)) {
    const state = stateOf(enrollment.screenerId);
    state.is_enrolled = true;
    if (enrollment.purchaseId) state.purchase_id = enrollment.purchaseId;
    state.event_starts_at = toApiDateTimeOrNull(enrollment.eventStartsAt);
    state.event_ends_at = toApiDateTimeOrNull(enrollment.eventEndsAt);
  }
  for (const state of states.values()) {
    if (state.is_purchased) state.is_payment_in_process = false;
  }
  return [...states.values()].sort((a, b) => a.screener_id - b.screener_id);
}

/**
 * The viewer's links as one query, the enrollments' part and the payments module's: for the
 * statements that read them beside something else (the session's, modules/auth), and what its rows
 * tell.
 */
export function viewerLinksWith(purchaseLinks: PurchaseLinks) {
  return {
    rows: (db: DbExecutor, of: LinkFilter) => enrollmentLinks(db, of).unionAll(purchaseLinks(db, of)),
    read: viewerScreeningsOf,
  };
}

/**
 * The viewer's links read on their own, as one prepared statement; the events asked about (null
 * for all of them) are a parameter.
 */
export function viewerScreeningsWith(purchaseLinks: PurchaseLinks): ListViewerScreenings {
  const links = viewerLinksWith(purchaseLinks);
  const viewerLinkRows = preparedPerDb((db) => {
    const screenerIds = sql.placeholder('screenerIds');
    const of = {
      companyId: sql.placeholder('companyId'),
      consumerId: sql.placeholder('consumerId'),
      screener: (column: SQLWrapper) =>
        sql`(${screenerIds}::integer[] is null or ${column} = any(${screenerIds}::integer[]))`,
    };
    return links.rows(db, of).prepare('viewer_links');
  });
  return async (db, companyId, consumerId, screenerIds = null) => {
    if (screenerIds?.length === 0) return [];
    return viewerScreeningsOf(await viewerLinkRows(db).execute({ companyId, consumerId, screenerIds }));
  };
}
