import * as venuesCalls from '@screener/contracts/calls/venues';
import type { TicketType } from '@screener/contracts/seats';
import { TICKET_PDF_CONTENT_TYPE } from '@screener/contracts/ticket-pdf';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callFile } from '../../api/file-request';
import { useCurrentCompany } from '../../domain/company/current-company-context';

export const seatKeys = {
  status: (companyId: number, screenerId: number) => ['seats', companyId, screenerId, 'status'] as const,
};

/** `getSeatsStatus`: every sellable seat's status, the viewer's own held seats reading available. */
export function useSeatsStatus(screenerId: number) {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: seatKeys.status(company.id, screenerId),
    queryFn: ({ signal }) =>
      call(
        venuesCalls.getSeatsStatus,
        {},
        { screenerId, signal, params: { companyId: company.id, screener_id: screenerId } },
      ).then((reply) => reply.seats_status),
  });
}

/** `markSeatsLocked`: holds every chosen seat or none; a refusal names the seats already taken. */
export function lockSeats(
  screenerId: number,
  seatIndexes: string[],
  ticketTypes: Record<string, TicketType>,
) {
  return call(
    venuesCalls.markSeatsLocked,
    { screener_id: screenerId, seat_indexes: seatIndexes, ticket_types_discount: ticketTypes },
    { screenerId, params: { screener_id: screenerId } },
  ).then((reply) => reply.booking);
}

/** `getLockedBooking`: the viewer's seats still held for the event, after a reload or a login. */
export function fetchLockedBooking(screenerId: number) {
  return call(
    venuesCalls.getLockedBooking,
    { screener_id: screenerId },
    {
      screenerId,
    },
  ).then((reply) => reply.booking);
}

/**
 * `getTicketPdf`: the viewer's booked ticket as a PDF file. The answer is the file itself; a
 * refusal comes in the usual envelope and is thrown as any call's error.
 */
export function fetchTicketPdf(bookingId: number): Promise<Blob> {
  return callFile(venuesCalls.ticketPdf, { booking_id: bookingId }, TICKET_PDF_CONTENT_TYPE, {});
}
