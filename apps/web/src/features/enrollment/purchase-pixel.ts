import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';

type Fbq = (
  command: 'init' | 'track' | 'trackCustom',
  name: string,
  parameters?: Record<string, unknown>,
) => void;

/**
 * The pixel's command queue, shaped as its script expects to find it: commands given before the
 * script has loaded wait in `queue`; once loaded the script sets `callMethod` and replays them.
 */
type PixelQueue = Fbq & {
  callMethod?: (...command: unknown[]) => void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
};

type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

const initialised = new Set<string>();

/** The pixel for this id: its queue (installed with the script on first use) and its init command. */
function pixel(pixelId: string): Fbq {
  const host = window as PixelWindow;
  if (!host.fbq) {
    const queue = ((...command: unknown[]) => {
      if (queue.callMethod) queue.callMethod(...command);
      else queue.queue.push(command);
    }) as PixelQueue;
    Object.assign(queue, { queue: [], push: queue, loaded: true, version: '2.0' });
    host.fbq = queue;
    host._fbq ??= queue;
    const script = document.createElement('script');
    script.async = true;
    script.src = PIXEL_SCRIPT_URL;
    document.head.append(script);
  }
  if (!initialised.has(pixelId)) {
    initialised.add(pixelId);
    host.fbq('init', pixelId);
  }
  return host.fbq;
}

/**
 * The purchase tracking event of spec part 2 §4.6, sent to the company's advertising pixel when it
 * has one: "Purchase" once completed, "in-process" while the money is on its way. The pixel's
 * script is loaded on the first purchase, as only buyers are tracked.
 */
export function trackPurchase(pixelId: string | null, purchase: Purchase): void {
  if (!pixelId) return;
  const fbq = pixel(pixelId);
  const parameters = { value: Number(purchase.total_amount), currency: purchase.currency };
  if (purchase.status === PURCHASE_STATUSES.completed) fbq('track', 'Purchase', parameters);
  else fbq('trackCustom', 'in-process', parameters);
}
