import { type AnyCallDeclaration, declarationsIn } from './call.ts';
import * as adminApiKeys from './calls/admin-api-keys.ts';
import * as adminAudience from './calls/admin-audience.ts';
import * as adminBallots from './calls/admin-ballots.ts';
import * as adminChat from './calls/admin-chat.ts';
import * as adminCoupons from './calls/admin-coupons.ts';
import * as adminEventPreview from './calls/admin-event-preview.ts';
import * as adminEvents from './calls/admin-events.ts';
import * as adminFilms from './calls/admin-films.ts';
import * as adminLinks from './calls/admin-links.ts';
import * as adminLive from './calls/admin-live.ts';
import * as adminOrders from './calls/admin-orders.ts';
import * as adminPlans from './calls/admin-plans.ts';
import * as adminPlatform from './calls/admin-platform.ts';
import * as adminReports from './calls/admin-reports.ts';
import * as adminRequests from './calls/admin-requests.ts';
import * as adminSettings from './calls/admin-settings.ts';
import * as adminStaff from './calls/admin-staff.ts';
import * as adminSubscriptionPlans from './calls/admin-subscription-plans.ts';
import * as adminVenues from './calls/admin-venues.ts';
import * as adminWaitlist from './calls/admin-waitlist.ts';
import * as adminWebhooks from './calls/admin-webhooks.ts';
import * as auth from './calls/auth.ts';
import * as ballots from './calls/ballots.ts';
import * as chat from './calls/chat.ts';
import * as companies from './calls/companies.ts';
import * as devices from './calls/devices.ts';
import * as enrollment from './calls/enrollment.ts';
import * as pages from './calls/pages.ts';
import * as payments from './calls/payments.ts';
import * as phoneForms from './calls/phone-forms.ts';
import * as pricing from './calls/pricing.ts';
import * as privacy from './calls/privacy.ts';
import * as screenings from './calls/screenings.ts';
import * as subscriptions from './calls/subscriptions.ts';
import * as support from './calls/support.ts';
import * as venues from './calls/venues.ts';
import * as waitlist from './calls/waitlist.ts';
import * as watch from './calls/watch.ts';

/**
 * Every call of the API, grouped by domain: the viewer's site's groups, then the back-office's
 * (`admin*`). A client imports one group (`import * as authCalls from '@screener/contracts/calls/auth'`)
 * so its bundle holds only the calls it makes; this whole list is for the server's tests and scripts.
 */
export const catalogue = {
  auth,
  ballots,
  chat,
  companies,
  devices,
  enrollment,
  pages,
  payments,
  phoneForms,
  pricing,
  privacy,
  screenings,
  subscriptions,
  support,
  venues,
  waitlist,
  watch,
  adminApiKeys,
  adminAudience,
  adminBallots,
  adminChat,
  adminCoupons,
  adminEventPreview,
  adminEvents,
  adminFilms,
  adminLinks,
  adminLive,
  adminOrders,
  adminPlans,
  adminPlatform,
  adminReports,
  adminRequests,
  adminSettings,
  adminStaff,
  adminSubscriptionPlans,
  adminVenues,
  adminWaitlist,
  adminWebhooks,
};

/** Every declaration of the catalogue. */
export function catalogueEntries(): AnyCallDeclaration[] {
  return declarationsIn(catalogue);
}
