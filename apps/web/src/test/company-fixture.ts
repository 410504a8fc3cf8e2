import type { Company } from '@screener/contracts/company';

/** A company as `guest/company/get` answers it, for web tests; each test names what it changes. */
const baseCompany: Company = {
  id: 7,
  title: 'Lagoon Cinema',
  slug: 'lagoon',
  domain: 'lagoon.localhost',
  logo_url: null,
  favicon_url: null,
  notes: null,
  currency: 'EUR',
  timezone: 'Europe/Rome',
  show_company_branding: false,
  active_vod_movies_count: 0,
  active_pricing_plans_count: 0,
  awards_published: false,
  fbpixelId: null,
  custom_properties: {
    language: 'en',
    rtl: false,
    theme: {
      primaryColor: '#005577',
      secondaryColor: '#ffffff',
      backgroundColor: '#ffffff',
      darkMode: false,
      fontFamily: 'Alef',
    },
    timezone: 'Europe/Rome',
    banner_message: null,
    logo_as_header: false,
    powered_by_message: null,
    newsletter_enabled: false,
    disabled_default_pages: [],
    fbpixelId: null,
    advertising_layout: false,
    external_home_url: null,
    show_pricing_menu: false,
    promo_trailer_url: null,
    hide_yearly_plans: false,
    hide_watch_link: false,
  },
  payment_setting: { enabled_payment_gateways: ['sandbox'], statement_descriptor_suffix: null },
  google_client_id: null,
};

export function testCompany(
  extra: Partial<Company> = {},
  settings: Partial<Company['custom_properties']> = {},
): Company {
  return { ...baseCompany, ...extra, custom_properties: { ...baseCompany.custom_properties, ...settings } };
}
