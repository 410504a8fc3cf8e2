import * as pricingCalls from '@screener/contracts/calls/pricing';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** Passes read the same for every viewer; what a viewer owns comes from the dashboard's group purchases. */
export const passKeys = {
  all: ['passes'] as const,
  list: (companyId: number) => [...passKeys.all, companyId, 'list'] as const,
  detail: (companyId: number, pricingId: number) =>
    [...passKeys.all, companyId, 'detail', pricingId] as const,
};

/** The passes (group pricing plans) on sale. */
export function usePassList() {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: passKeys.list(company.id),
    queryFn: ({ signal }) =>
      call(
        pricingCalls.listPricing,
        { type: PRICING_TYPES.group },
        {
          signal,
        },
      ).then((response) => response.pricing),
  });
}

export function usePass(pricingId: number | null) {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: passKeys.detail(company.id, pricingId ?? 0),
    queryFn: ({ signal }) =>
      call(pricingCalls.getPricing, { pricing_id: pricingId }, { signal }).then(
        (response) => response.pricing,
      ),
    enabled: pricingId !== null,
  });
}
