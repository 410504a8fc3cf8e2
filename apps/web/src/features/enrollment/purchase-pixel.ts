import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';

type Fbq = (command: 'track' | 'trackCustom', event: string, parameters?: Record<string, unknown>) => void;

/**
 * The purchase tracking event of spec part 2 §4.6, sent to the company's advertising pixel when it
 * has one: "Purchase" once completed, "in-process" while the money is on its way. The pixel's own
 * script defines `window.fbq`; without it nothing is sent.
 */
export function trackPurchase(pixelId: string | null, purchase: Purchase): void {
  const fbq = (window as Window & { fbq?: Fbq }).fbq;
  if (!pixelId || typeof fbq !== 'function') return;
  const parameters = { value: Number(purchase.total_amount), currency: purchase.currency };
  if (purchase.status === PURCHASE_STATUSES.completed) fbq('track', 'Purchase', parameters);
  else fbq('trackCustom', 'in-process', parameters);
}
