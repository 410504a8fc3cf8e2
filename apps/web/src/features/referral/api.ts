import { ZUpdateReferralHitsResponse } from '@screener/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Counts a visit through a referral link on the server. */
export function useUpdateReferralHits() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('guest/company/referral/updateHits', { affiliation: code }, ZUpdateReferralHitsResponse),
  });
}
