import * as enrollmentCalls from '@screener/contracts/calls/enrollment';
import * as paymentsCalls from '@screener/contracts/calls/payments';
import * as pricingCalls from '@screener/contracts/calls/pricing';
import type { ZEnrollResponse } from '@screener/contracts/enrollment';
import type {
  CreatePurchaseRequest,
  ZCreatePurchaseResponse,
  ZMarkPaidRequest,
  ZMarkProcessingRequest,
} from '@screener/contracts/purchase';
import type { GroupPurchase } from '@screener/contracts/viewer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { getSession } from '../../api/session-store';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { screenerKeys } from '../../domain/event/api';
import { dashboardKeys } from '../../domain/viewer/api';

export type PurchaseReply = z.infer<typeof ZCreatePurchaseResponse>;
export type EnrollReply = z.infer<typeof ZEnrollResponse>;

export const enrollmentKeys = {
  all: ['enrollment'] as const,
  plansFor: (companyId: number, screenerId: number) =>
    [...enrollmentKeys.all, companyId, 'plans', screenerId] as const,
};

/** `purchase/screeningOrGroupTicket`: one attempt of any gateway (spec part 2 §7.3). */
export function createPurchase(body: CreatePurchaseRequest, screenerId: number | null = null) {
  return call(paymentsCalls.purchaseScreeningOrGroupTicket, body, { screenerId });
}

/** After the 3-D Secure frame's completion message; the server asks the provider before completing. */
export function markPaid(body: z.input<typeof ZMarkPaidRequest>) {
  return call(paymentsCalls.markPaid, body);
}

/** After a hosted page's success message (status 1): the money is on its way. */
export function markProcessing(body: z.input<typeof ZMarkProcessingRequest>) {
  return call(paymentsCalls.markProcessing, body);
}

export function enroll(body: { screener_id: number; event_type?: number }) {
  return call(enrollmentCalls.enroll, body, { screenerId: body.screener_id });
}

export function checkPlanCoupon(body: { pricing_id: number; coupon_code: string; company_id: number }) {
  return call(pricingCalls.checkCoupon, body);
}

/** The plans on sale that sell this event, for the plan step. */
export function usePlansForScreener(screenerId: number | null) {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: enrollmentKeys.plansFor(company.id, screenerId ?? 0),
    queryFn: ({ signal }) =>
      call(
        pricingCalls.listPricing,
        { screener_id: screenerId },
        {
          signal,
        },
      ).then((response) => response.pricing),
    enabled: screenerId !== null,
  });
}

/**
 * Calls that enrol or purchase answer the viewer's refreshed state (spec part 2 §7.2): the passes
 * go straight into the dashboard's cache, and everything that shows the viewer's enrolled and
 * purchased flags (event lists, overviews, the dashboard's events) is fetched again.
 */
export function useApplyViewerState(): (reply: { group_purchases: GroupPurchase[] }) => Promise<void> {
  const queryClient = useQueryClient();
  const company = useCurrentCompany();
  return useCallback(
    async (reply) => {
      const sessionKey = getSession()?.key;
      if (sessionKey) {
        queryClient.setQueryData(dashboardKeys.groupPurchases(company.id, sessionKey), reply.group_purchases);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: screenerKeys.all }),
        queryClient.invalidateQueries({
          queryKey: sessionKey ? dashboardKeys.screenings(company.id, sessionKey) : dashboardKeys.all,
        }),
      ]);
    },
    [queryClient, company.id],
  );
}
