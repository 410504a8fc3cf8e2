import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { purchaseOutcome } from './purchase-outcome';

const completed = { status: PURCHASE_STATUSES.completed, purchase_message: null };

describe('purchaseOutcome', () => {
  it('says enrolled for a completed single or VOD plan', () => {
    expect(purchaseOutcome({ ...completed, purchase_type: PRICING_TYPES.single })).toEqual({
      kind: 'enrolled',
    });
    expect(purchaseOutcome({ ...completed, purchase_type: PRICING_TYPES.vod })).toEqual({ kind: 'enrolled' });
  });

  it('says booked for a venue ticket and gives a pass its own message', () => {
    expect(purchaseOutcome({ ...completed, purchase_type: PRICING_TYPES.physical_ticket })).toEqual({
      kind: 'booked',
    });
    expect(
      purchaseOutcome({
        ...completed,
        purchase_type: PRICING_TYPES.group,
        purchase_message: 'See you there',
      }),
    ).toEqual({ kind: 'pass', message: 'See you there' });
  });

  it('says processing for a purchase not completed yet, whatever its plan', () => {
    expect(
      purchaseOutcome({
        status: PURCHASE_STATUSES.processing,
        purchase_type: PRICING_TYPES.single,
        purchase_message: null,
      }),
    ).toEqual({ kind: 'processing' });
  });
});
