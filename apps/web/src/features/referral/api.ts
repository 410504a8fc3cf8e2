import * as companiesCalls from '@screener/contracts/calls/companies';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Counts a visit through a referral link on the server. */
export function useUpdateReferralHits() {
  return useMutation({
    mutationFn: (code: string) => call(companiesCalls.updateReferralHits, { affiliation: code }),
  });
}
