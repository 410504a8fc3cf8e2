import type { CreatePurchaseRequest } from '@screener/contracts/purchase';
import type { DbExecutor } from '../../db/client.ts';
import { derivedAttemptKey } from '../../lib/derived-key.ts';
import { findOpenSeatOrder } from '../venues/index.ts';
import { countReleasedAttempts } from './purchase-queries.ts';

/** A purchase request with the key of its attempt, sent or derived. */
export type KeyedPurchaseRequest = CreatePurchaseRequest & { idempotency_key: string };

/** What the request pays with: the card element's token, the test card, the order or the phone. */
function paymentProof(body: CreatePurchaseRequest): string {
  switch (body.charge_type) {
    case 'stripe':
      return body.token ?? body.payment_method_id ?? body.client_secret ?? '';
    case 'sandbox':
      return (body.card_number ?? '').replace(/\s/g, '');
    case 'paypal':
      return body.orderId ?? '';
    case 'meshulam':
      return `${body.is_bit}:${body.phone}`;
    case 'admin_pay':
      return '';
  }
}

/**
 * The text's client sends no idempotency key (spec part 2 §7.3): one is derived from the viewer,
 * what is bought (the plan, or the held seat order), how it is paid and how many attempts at it were
 * given up unpaid. Two identical requests then make one purchase, and the second answers it; a retry
 * after a failed payment is a new attempt.
 */
export async function withAttemptKey(
  db: DbExecutor,
  input: { companyId: number; consumerId: number },
  body: CreatePurchaseRequest,
): Promise<KeyedPurchaseRequest> {
  if (body.idempotency_key) return { ...body, idempotency_key: body.idempotency_key };
  let item: { pricingId: number } | { bookingId: number } | { screenerId: number };
  if (body.pricing_id !== undefined) item = { pricingId: body.pricing_id };
  else {
    const order =
      body.screener_id === undefined
        ? null
        : await findOpenSeatOrder(db, { ...input, screenerId: body.screener_id });
    item = order ? { bookingId: order.bookingId } : { screenerId: body.screener_id ?? 0 };
  }
  const released = await countReleasedAttempts(db, input.consumerId, item);
  const key = derivedAttemptKey('purchase', [
    JSON.stringify(item),
    body.screener_id ?? null,
    body.charge_type,
    paymentProof(body),
    body.coupon_code ?? null,
    released,
  ]);
  return { ...body, idempotency_key: key };
}
