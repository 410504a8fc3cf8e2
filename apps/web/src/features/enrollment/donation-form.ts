import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';

/** The payment provider's donation page; the donation dialog posts its form there (spec part 2 §7.6). */
export const DONATION_PROVIDER_URL = 'https://www.paypal.com/donate';

/** The fields of the provider's donation form, in the order the spec names them. */
export type DonationForm = {
  action: string;
  fields: {
    business: string;
    item_name: string;
    currency_code: string;
    return: string;
    charset: string;
  };
};

/**
 * The donation form for an event that takes donations: the money goes to the event's donation
 * address, named by its purpose (else its title), in the company's currency, and the provider sends
 * the viewer back to the dashboard. Null when the event takes none or names no address to pay.
 */
export function donationForm(
  screener: Pick<Screener, 'donation_enabled' | 'donation' | 'title'>,
  currency: string,
  origin: string,
): DonationForm | null {
  const business = screener.donation?.email?.trim();
  if (!screener.donation_enabled || !business) return null;
  return {
    action: DONATION_PROVIDER_URL,
    fields: {
      business,
      item_name: screener.donation?.purpose?.trim() || screener.title,
      currency_code: currency,
      return: new URL(routePath('user.dashboard'), origin).toString(),
      charset: 'utf-8',
    },
  };
}
