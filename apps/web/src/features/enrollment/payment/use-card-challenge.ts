import type { Purchase, ZCreatePurchaseResponse } from '@screener/contracts/purchase';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import type { ThreeDSecureResult } from '../../../domain/payment/three-d-secure-frame';
import { markPaid } from '../api';

/**
 * A card purchase the issuer holds for a 3-D Secure challenge (spec part 2 §9): the form shows the
 * challenge frame while one is pending, and its completion marks the purchase paid.
 */
export function useCardChallenge(
  settle: (reply: z.infer<typeof ZCreatePurchaseResponse>) => void,
  fail: (message: string) => void,
) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ url: string; purchaseId: number } | null>(null);

  /** Opens the challenge when the purchase asks for one; false when it needs none. */
  const openIfAsked = (purchase: Purchase): boolean => {
    if (purchase.next_action !== 'three_d_secure' || !purchase.payment_details.url) return false;
    setPending({ url: purchase.payment_details.url, purchaseId: purchase.id });
    return true;
  };

  const complete = useCallback(
    async (result: ThreeDSecureResult) => {
      setPending(null);
      try {
        const reply = await markPaid({
          purchase_id: result.purchase_id,
          client_secret_id: result.client_secret_id,
        });
        settle(reply);
      } catch (error) {
        fail(errorText(error, t));
      }
    },
    [fail, settle, t],
  );

  return { pending, openIfAsked, complete };
}
