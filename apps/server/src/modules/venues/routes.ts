import * as adminVenuesCalls from '@screener/contracts/calls/admin-venues';
import * as venuesCalls from '@screener/contracts/calls/venues';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { normalizeTicketShortCode } from '@screener/contracts/ticket-check-in';
import { TICKET_PDF_CONTENT_TYPE } from '@screener/contracts/ticket-pdf';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { listViewerBookings, type PurchaseReceipts } from './booking-list.ts';
import type { VenuesDeps } from './deps.ts';
import { checkInTicket, DOOR_CODE_TRIES, type DoorCode } from './door-check-in.ts';
import { createSeatChartCache } from './seat-chart-cache.ts';
import { findLockedBooking, lockSeats } from './seat-holds.ts';
import { findOpenSeatOrder } from './seat-orders.ts';
import { seatsStatusFor } from './seat-status.ts';
import { createSeatStatusShare } from './seat-status-share.ts';
import { ticketPdfOf } from './ticket-download.ts';
import { ticketKeysOf } from './ticket-keys.ts';
import { registerVenueAdminRoutes } from './venue-admin-routes.ts';

/**
 * Supersedes the payment of the viewer's order at an event before the viewer holds seats again
 * there (a payment left open gives way; one on its way refuses): the payments module's, handed in
 * by the composition root, as payments builds on venues.
 */
export type SeatPaymentSuperseder = (open: {
  companyId: number;
  consumerId: number;
  purchaseId: number;
}) => Promise<void>;

/**
 * The seat calls of an event at a venue (spec part 2 §7.2): statuses, locking, the locked booking,
 * and the viewer's bookings, whose receipts the payments module looks up.
 */
export function registerVenueRoutes(
  app: FastifyInstance,
  deps: VenuesDeps,
  purchaseReceipts: PurchaseReceipts,
  supersedeSeatPayment: SeatPaymentSuperseder,
): void {
  const charts = createSeatChartCache(deps.db, deps.clock);
  const statuses = createSeatStatusShare(deps.db);
  deps.events.onSeatsChanged((screenerId) => statuses.drop(screenerId));
  registerVenueAdminRoutes(app, deps);
  const limitDoorCodes = deps.rateLimits.limiter(DOOR_CODE_TRIES);

  registerCall(app, deps, venuesCalls.getSeatsStatus, async ({ params, company, viewer, now }) => {
    const chart = await charts.get(company.id, params.screener_id);
    if (!chart) throw new AppError('NOT_FOUND');
    return seatsStatusFor(await statuses.get(chart, now), viewer?.consumerId ?? null);
  });

  registerCall(app, deps, venuesCalls.markSeatsLocked, async ({ params, body, company, viewer, now }) => {
    const screenerId = params.screener_id;
    const chart = await charts.get(company.id, screenerId);
    if (!chart) throw new AppError('NOT_FOUND');
    const open = { companyId: company.id, screenerId, consumerId: viewer.consumerId };
    const paying = await findOpenSeatOrder(deps.db, open);
    if (paying?.status === BOOKING_STATUSES.payment_initiated && paying.purchaseId !== null) {
      await supersedeSeatPayment({ ...open, purchaseId: paying.purchaseId });
    }
    const booking = await lockSeats(deps.db, {
      companyId: company.id,
      chart,
      consumerId: viewer.consumerId,
      seatIndexes: body.seat_indexes,
      ticketTypes: body.ticket_types_discount,
      holdMinutes: company.customProperties.seat_hold_minutes ?? DEFAULT_SEAT_HOLD_MINUTES,
      now,
    });
    deps.events.toSeatChart(screenerId, { type: 'seats.changed', screener_id: screenerId });
    return { booking };
  });

  registerCall(app, deps, venuesCalls.getLockedBooking, async ({ body, company, viewer, now }) => {
    const booking = await findLockedBooking(deps.db, {
      companyId: company.id,
      screenerId: body.screener_id,
      consumerId: viewer.consumerId,
      now,
    });
    return {
      seat_indexes: booking?.seat_indexes ?? [],
      ticket_types_discount: booking?.ticket_types_discount ?? {},
      booking,
    };
  });

  registerCall(app, deps, venuesCalls.listPhysicalEventBookings, async ({ company, viewer }) => ({
    bookings: await listViewerBookings(deps.db, {
      company: { id: company.id, title: company.title, logoUrl: company.logoUrl },
      consumerId: viewer.consumerId,
      receipts: purchaseReceipts,
    }),
  }));

  registerCall(app, deps, adminVenuesCalls.checkInTicket, async ({ body, company, staff, now, request }) => {
    const shortCode = normalizeTicketShortCode(body.code);
    const door: DoorCode = shortCode ? { kind: 'short', shortCode } : { kind: 'signed', code: body.code };
    if (door.kind === 'short') await limitDoorCodes(request, `${company.id}:${staff.member.id}`);
    const { answer, admittedNow } = await checkInTicket(deps.db, {
      companyId: company.id,
      staffId: staff.member.id,
      door,
      scanId: body.scan_id,
      now,
    });
    if (admittedNow) {
      await deps.webhooks.publish(company.id, 'booking.checked_in', {
        booking_id: answer.ticket.booking_id,
        screener_id: answer.ticket.screener_id,
        admitted_at: answer.ticket.admitted_at,
      });
    }
    return answer;
  });

  registerFileCall(app, deps, venuesCalls.ticketPdf, async ({ body, company, viewer, language }) => ({
    contentType: TICKET_PDF_CONTENT_TYPE,
    fileName: `ticket-${body.booking_id}.pdf`,
    bytes: await ticketPdfOf(deps, {
      company: {
        id: company.id,
        title: company.title,
        timezone: company.timezone,
        logoUrl: company.logoUrl,
        theme: company.customProperties.theme,
      },
      consumerId: viewer.consumerId,
      bookingId: body.booking_id,
      language,
    }),
  }));

  registerCall(app, deps, adminVenuesCalls.getTicketPublicKey, async ({ company }) => {
    const keys = await ticketKeysOf(deps.db, company.id);
    return { public_key: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  });
}
