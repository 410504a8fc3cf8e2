import {
  ZGetLockedBookingResponse,
  ZMarkSeatsLockedResponse,
  ZSeatsStatusResponse,
} from '@screener/contracts/seat-booking';
import type { TicketType } from '@screener/contracts/seats';
import { TICKET_PDF_CONTENT_TYPE } from '@screener/contracts/ticket-pdf';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { apiFileRequest } from '../../api/file-request';
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
      apiRequest(
        `guest/company/${company.id}/screenings/${screenerId}/getSeatsStatus`,
        {},
        ZSeatsStatusResponse,
        { screenerId, signal },
      ).then((reply) => reply.seats_status),
  });
}

/** `markSeatsLocked`: holds every chosen seat or none; a refusal names the seats already taken. */
export function lockSeats(
  screenerId: number,
  seatIndexes: string[],
  ticketTypes: Record<string, TicketType>,
) {
  return apiRequest(
    `screenings/${screenerId}/bookings/markSeatsLocked`,
    { screener_id: screenerId, seat_indexes: seatIndexes, ticket_types_discount: ticketTypes },
    ZMarkSeatsLockedResponse,
    { screenerId },
  ).then((reply) => reply.booking);
}

/** `getLockedBooking`: the viewer's seats still held for the event, after a reload or a login. */
export function fetchLockedBooking(screenerId: number) {
  return apiRequest('getLockedBooking', { screener_id: screenerId }, ZGetLockedBookingResponse, {
    screenerId,
  }).then((reply) => reply.booking);
}

/**
 * `getTicketPdf`: the viewer's booked ticket as a PDF file. The answer is the file itself; a
 * refusal comes in the usual envelope and is thrown as any call's error.
 */
export function fetchTicketPdf(bookingId: number): Promise<Blob> {
  return apiFileRequest('getTicketPdf', { booking_id: bookingId }, TICKET_PDF_CONTENT_TYPE);
}
