import * as paymentsCalls from '@screener/contracts/calls/payments';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCurrentCompany } from '../company/current-company-context';

/** Under the enrollment's keys, where they were first cached. */
export const paymentKeys = {
  gateways: (companyId: number) => ['enrollment', companyId, 'gateways'] as const,
};

/** The gateways this site may take payments with, in the server's order. */
export function usePaymentGateways() {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: paymentKeys.gateways(company.id),
    queryFn: ({ signal }) =>
      call(paymentsCalls.listPaymentGateways, {}, { signal, params: { companyId: company.id } }).then(
        (response) => response.gateways.filter((gateway) => gateway.is_enabled),
      ),
  });
}
