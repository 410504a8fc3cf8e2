import {
  type CreateSubscriptionRequest,
  invoicePdfPath,
  type PaySubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZListPlansResponse,
  ZSubscriptionResponse,
} from '@screener/contracts/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { apiFileRequest } from '../../api/file-request';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { dashboardKeys } from '../../domain/viewer/api';
import { subscriptionKeys } from '../../domain/viewer/own-subscription';

/** `pricing/listPlans`: the plans on sale, yearly ones left out where the company hides them. */
export function usePlans() {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: subscriptionKeys.plans(company.id),
    queryFn: ({ signal }) =>
      apiRequest('pricing/listPlans', { company_id: company.id }, ZListPlansResponse, { signal }).then(
        (reply) => reply.plans,
      ),
  });
}

/** After a subscription changes: the viewer's subscription and every list its rights affect. */
export function useRefreshSubscription() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: subscriptionKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

export function createSubscription(body: CreateSubscriptionRequest) {
  return apiRequest('subscription/create', body, ZCreateSubscriptionResponse);
}

/** After the first payment's 3-D Secure frame came back. */
export function confirmSubscription(id: number, clientSecretId: string) {
  return apiRequest(
    `subscription/${id}/confirm`,
    { client_secret_id: clientSecretId },
    ZSubscriptionResponse,
  );
}

/** Cancel at period end (`cancelNow` false, spec part 2 §4.7) or Reactivate. */
export function useChangeSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'resume' }) =>
      action === 'cancel'
        ? apiRequest(`subscription/${id}/cancel`, { cancelNow: false }, ZSubscriptionResponse)
        : apiRequest(`subscription/${id}/resume`, {}, ZSubscriptionResponse),
    onSettled: () => refresh(),
  });
}

/** Pays the due invoice of a past-due subscription now, or changes its card (`subscription/{id}/pay`). */
export function usePaySubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaySubscriptionRequest }) =>
      apiRequest(`subscription/${id}/pay`, body, ZSubscriptionResponse),
    onSettled: () => refresh(),
  });
}

/** An invoice's PDF, made on the server; a refusal comes in the envelope and is thrown. */
export function fetchInvoicePdf(invoiceId: number): Promise<Blob> {
  return apiFileRequest(invoicePdfPath(invoiceId), {}, 'application/pdf');
}
