import { ZCheckInTicketResponse } from '@screener/contracts/ticket-check-in';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** `checkInTicket`: admits the ticket once; the same scan id sent again answers that admission. */
export function useCheckInTicket() {
  return useMutation({
    mutationFn: (input: { code: string; scanId: string }) =>
      apiRequest('checkInTicket', { code: input.code, scan_id: input.scanId }, ZCheckInTicketResponse),
  });
}
