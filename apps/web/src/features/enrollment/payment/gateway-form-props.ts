import type { CreatePurchaseRequest, Purchase, ZCreatePurchaseResponse } from '@screener/contracts/purchase';
import type { z } from 'zod';

/** The fields of a purchase attempt every gateway shares; each gateway form adds its own. */
export type PurchaseAttempt = Pick<
  CreatePurchaseRequest,
  'idempotency_key' | 'pricing_id' | 'screener_id' | 'coupon_code' | 'affiliation'
>;

/** What the payment step hands to the form of the gateway the viewer selected. */
export type GatewayFormProps = {
  attempt: PurchaseAttempt;
  /** What is charged after the coupon, as the server priced it ("12.50"), and its currency. */
  total: string;
  currency: string;
  /** The purchase completed, or is processing with nothing left for the viewer to do. */
  onSettled: (reply: z.infer<typeof ZCreatePurchaseResponse>) => void;
  /** The payment failed; the message is shown and the viewer may retry with a new attempt. */
  onFailed: (message: string) => void;
  /** True while a call of the form is under way, so the dialog can block Back and Cancel. */
  onBusyChange: (busy: boolean) => void;
};

export type { Purchase };
