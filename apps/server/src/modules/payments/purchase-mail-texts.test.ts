import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { PURCHASE_MAIL_TEXTS } from './purchase-mail-texts.ts';

describe('the purchase mails in Spanish', () => {
  it('say "tú" to the viewer in every text', () => {
    const { receipt, inProcess, refund, ...labels } = PURCHASE_MAIL_TEXTS.es;
    const texts = [
      receipt.subject('Festival'),
      receipt.heading,
      receipt.intro('Festival'),
      inProcess.subject,
      inProcess.heading,
      inProcess.intro('Festival'),
      refund.subject('Festival'),
      refund.heading,
      refund.intro('Festival'),
      refund.byStaff('Festival'),
      refund.cancelledHeading,
      refund.cancelledIntro('Festival'),
      refund.cancelledByStaff('Festival'),
      ...Object.values(labels),
    ];
    for (const text of texts) expect(ustedMarkersIn(text), text).toEqual([]);
  });
});
