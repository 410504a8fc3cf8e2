import { useCallback } from 'react';
import { useSession } from '../../api/session-store';
import { useGroupPurchases } from '../../domain/viewer/api';
import { type PassOwnership, passOwnership } from './pass-ownership';

/** Where the signed-in viewer stands with each pass; a guest owns none. */
export function usePassOwnership(): (pricingId: number) => PassOwnership {
  const signedIn = useSession() !== null;
  const purchases = useGroupPurchases();
  const data = signedIn ? purchases.data : undefined;
  return useCallback((pricingId: number) => passOwnership(pricingId, data), [data]);
}
