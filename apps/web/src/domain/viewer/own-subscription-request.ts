import { ZGetSubscriptionResponse } from '@screener/contracts/subscription';
import { apiRequest } from '../../api/client';

/** `subscription/get`, fetched for `useOwnSubscription` (loaded with the first signed-in ask). */
export function fetchOwnSubscription(companyId: number, signal: AbortSignal) {
  return apiRequest('subscription/get', { company_id: companyId }, ZGetSubscriptionResponse, { signal });
}
