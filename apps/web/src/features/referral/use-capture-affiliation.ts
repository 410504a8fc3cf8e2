import { AFFILIATION_CODE } from '@screener/contracts/support';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { saveAffiliation } from './affiliation-store';
import { useUpdateReferralHits } from './api';

/**
 * A `ref` query value becomes the stored affiliation code (with the time in seconds) and one hit
 * on the server. Mounted in the root layout; each code is reported once per page load.
 */
export function useCaptureAffiliation(): void {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('ref')?.trim() ?? '';
  const reported = useRef(new Set<string>());
  const { mutate } = useUpdateReferralHits();
  useEffect(() => {
    if (!AFFILIATION_CODE.test(code) || reported.current.has(code)) return;
    reported.current.add(code);
    saveAffiliation(code, Date.now());
    mutate(code);
  }, [code, mutate]);
}
