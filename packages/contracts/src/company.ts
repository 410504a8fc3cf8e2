import { z } from 'zod';
import { LANGUAGES } from './language.ts';
import { zId } from './validation.ts';

export const ZCompanyTheme = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  darkMode: z.boolean(),
  fontFamily: z.string(),
});
export type CompanyTheme = z.infer<typeof ZCompanyTheme>;

export const DEFAULT_THEME: CompanyTheme = {
  primaryColor: '#51FFBD',
  secondaryColor: '#ffffff',
  backgroundColor: '#000000',
  darkMode: true,
  fontFamily: 'Alef',
};

export const DEFAULT_PAGES = ['about', 'privacy', 'terms'] as const;
export type DefaultPage = (typeof DEFAULT_PAGES)[number];

/**
 * Custom properties as the browser sees them. The spec's special company ids become named
 * settings here (advertising layout, external home, pricing menu, promo banner, yearly plans),
 * so the code asks "does this company have X" and never "is this company 137".
 */
export const ZCompanyCustomProperties = z.object({
  language: z.enum(LANGUAGES),
  /** The languages the site's menu offers; unset: all of them. */
  languages: z.array(z.enum(LANGUAGES)).optional(),
  rtl: z.boolean(),
  theme: ZCompanyTheme,
  timezone: z.string(),
  /**
   * The company's country (ISO 3166-1 alpha-2); with a language it makes the company's locale,
   * which sets how the back-office writes and takes dates (en-GB: 31/12/2030). Unset: the language's.
   */
  country: z.string().length(2).optional(),
  banner_message: z.string().nullable(),
  logo_as_header: z.boolean(),
  powered_by_message: z.string().nullable(),
  /** True when both a mailing-list key and list id are configured; the key itself stays on the server. */
  newsletter_enabled: z.boolean(),
  disabled_default_pages: z.array(z.enum(DEFAULT_PAGES)),
  fbpixelId: z.string().nullable(),
  /**
   * The environment key of the company's video QoE monitoring (Mux Data, decision 0060), public by
   * design as the player sends it with every beacon; unset: the player reports to no one.
   */
  video_monitoring_key: z.string().nullable().optional(),
  /** Advertising layout: no header, black text, a dashboard link in the footer. */
  advertising_layout: z.boolean(),
  /** The logo opens this site instead of the company home. */
  external_home_url: z.string().nullable(),
  show_pricing_menu: z.boolean(),
  /** A trailer shown as a promotional banner on top of the company home. */
  promo_trailer_url: z.string().nullable(),
  hide_yearly_plans: z.boolean(),
  hide_watch_link: z.boolean(),
  /** Staff are mailed when a viewer's request reaches the inbox; unset: on. */
  mail_staff_on_requests: z.boolean().optional(),
  /** How long held seats wait for their payment; unset means the default (10 minutes). */
  seat_hold_minutes: z.number().int().min(2).max(30).optional(),
  /** How long a waitlist offer holds its freed place; unset means the default (24 hours). */
  waitlist_offer_hours: z.number().int().min(1).max(168).optional(),
});
export type CompanyCustomProperties = z.infer<typeof ZCompanyCustomProperties>;

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'meshulam', 'admin_pay', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const ZPaymentSetting = z.object({
  enabled_payment_gateways: z.array(z.enum(PAYMENT_GATEWAYS)),
  statement_descriptor_suffix: z.string().nullable(),
});

export const ZCompany = z.object({
  id: zId,
  title: z.string(),
  slug: z.string(),
  domain: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  show_company_branding: z.boolean(),
  active_vod_movies_count: z.number().int(),
  active_pricing_plans_count: z.number().int(),
  /** Whether the site shows an audience award's published results (our addition, issue 38). */
  awards_published: z.boolean(),
  fbpixelId: z.string().nullable(),
  custom_properties: ZCompanyCustomProperties,
  payment_setting: ZPaymentSetting,
  /** The deployment's Google sign-in client id (public by design); null: no Google button. */
  google_client_id: z.string().nullable(),
  /** The registration step asks for a mobile phone, required (spec part 1 §1); our addition. */
  ask_mobile_at_registration: z.boolean().optional(),
});
export type Company = z.infer<typeof ZCompany>;

/** Companies as the chooser on an unknown development host lists them. */
export const ZCompanySummary = ZCompany.pick({
  id: true,
  title: true,
  slug: true,
  domain: true,
  logo_url: true,
});
export type CompanySummary = z.infer<typeof ZCompanySummary>;

export const ZGetCompanyByDomainRequest = z.object({
  /** The origin the browser is on; the Host header decides when it is absent. */
  origin: z.string().max(500).optional(),
});
export const ZGetCompanyByDomainResponse = z.object({ company: ZCompany });
export const ZListCompaniesResponse = z.object({ companies: z.array(ZCompanySummary) });
/** The viewer's country as the server places the request (ISO 3166-1 alpha-2); phone fields default to it. */
export const ZViewerCountryResponse = z.object({ country_code: z.string().length(2) });

export const ZPaymentGatewayOption = z.object({
  value: z.enum(PAYMENT_GATEWAYS),
  title: z.string(),
  is_enabled: z.boolean(),
  /** The public key the gateway's browser script needs (Stripe's publishable key, PayPal's client id). */
  client_key: z.string().nullable(),
});
export type PaymentGatewayOption = z.infer<typeof ZPaymentGatewayOption>;
export const ZListPaymentGatewaysResponse = z.object({ gateways: z.array(ZPaymentGatewayOption) });
