import type { Screener } from '@screener/contracts/screener';
import { safeHref } from '../../ui/safe-url';

/** Where the Donate button leads: a mail to the event's donation address, or null when it takes none. */
export function donationHref(
  screener: Pick<Screener, 'donation_enabled' | 'donation' | 'title'>,
): string | null {
  if (!screener.donation_enabled || !screener.donation?.email) return null;
  return safeHref(
    `mailto:${screener.donation.email}?subject=${encodeURIComponent(screener.donation.purpose ?? screener.title)}`,
  );
}
