import { isMeshulamSuccess, ZMeshulamMessage } from '@screener/contracts/meshulam-message';

/** How a message of the Israeli provider's page ends the payment (spec part 2 §4.6). */
export type MeshulamOutcome =
  | { kind: 'success' }
  | { kind: 'failed'; reason: 'closed' | 'failed_to_load' | 'bit_cancelled' | 'declined' };

function parseData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Reads one message posted by the provider's page, sent as an object or as its JSON text. Status 1
 * on payment or bit_payment is success; every other action ends the payment as failed. Anything
 * that is not the provider's message answers null and is ignored.
 */
export function meshulamOutcome(data: unknown): MeshulamOutcome | null {
  const parsed = ZMeshulamMessage.safeParse(parseData(data));
  if (!parsed.success) return null;
  const message = parsed.data;
  if (isMeshulamSuccess(message)) return { kind: 'success' };
  switch (message.action) {
    case 'close':
      return { kind: 'failed', reason: 'closed' };
    case 'failed_to_load_page':
      return { kind: 'failed', reason: 'failed_to_load' };
    case 'bit_cancel':
      return { kind: 'failed', reason: 'bit_cancelled' };
    default:
      return { kind: 'failed', reason: 'declined' };
  }
}
