import { ZListPaymentGatewaysResponse } from '@screener/contracts/company';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
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
      apiRequest(`guest/company/${company.id}/listPaymentGateways`, {}, ZListPaymentGatewaysResponse, {
        signal,
      }).then((response) => response.gateways.filter((gateway) => gateway.is_enabled)),
  });
}
