import { ZCheckInTicketResponse, ZGetTicketPublicKeyResponse } from '@screener/contracts/ticket-check-in';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useCurrentCompany } from '../companies/current-company-context';

/** `admin/checkInTicket`: admits the ticket once; the same scan id sent again answers that admission. */
export function useCheckInTicket() {
  return useMutation({
    mutationFn: (input: { code: string; scanId: string }) =>
      apiRequest('admin/checkInTicket', { code: input.code, scan_id: input.scanId }, ZCheckInTicketResponse),
  });
}

/**
 * The company's public ticket key, which only its administrators may fetch: the door page asks
 * for it first, so a viewer who is not an administrator is told at once rather than at the first scan.
 */
export function useDoorAccess() {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: ['door', company.id, 'ticket-key'] as const,
    queryFn: ({ signal }) =>
      apiRequest('admin/getTicketPublicKey', {}, ZGetTicketPublicKeyResponse, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
