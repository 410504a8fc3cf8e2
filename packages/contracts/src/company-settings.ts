import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULT_PAGES, PAYMENT_GATEWAYS } from './company.ts';
import { LANGUAGES } from './language.ts';
import { zOptionalText } from './optional-text.ts';
import { type Translations, zTranslations, zTranslationsView } from './translations.ts';
import { validationMessage, zRequiredString } from './validation.ts';
import { zWaitlistOfferHours } from './waitlist.ts';

/**
 * The back-office's company settings (issue 20): what owners and managers change about their
 * site, one section per call. Payment settings need the `payment_settings` permission, which
 * managers lack (ROLE_PERMISSIONS in staff.ts).
 */

const INVALID = validationMessage('validation.invalid_character');
const maxLength = (length: number) => validationMessage('validation.max_length', { length });

/** A colour as `#rgb` or `#rrggbb`: it goes into CSS, so nothing else is accepted. */
export const zHexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: INVALID });

/** The fonts a site may use: families the browser has or the site already loads. */
export const THEME_FONTS = ['Alef', 'Roboto', 'Arial', 'Georgia', 'Helvetica Neue', 'Verdana'] as const;

/** An IANA time zone the server's Intl knows. */
export const zTimeZone = zRequiredString.max(64).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: INVALID },
);

/** A country the platform knows, as its upper-case ISO 3166-1 alpha-2 code (the pickers' list). */
export const zCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code): boolean => isSupportedCountry(code), { error: INVALID });

/** An http(s) address, for links a site shows (external home, promo trailer). */
export const zWebAddress = z
  .string()
  .trim()
  .max(500, { error: maxLength(500) })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: INVALID })
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const ZGeneralSettings = z
  .object({
    title: zRequiredString.max(250, { error: maxLength(250) }),
    /** The default language, one of those offered. */
    language: z.enum(LANGUAGES),
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1, { error: validationMessage('validation.required') })
      .max(LANGUAGES.length),
    timezone: zTimeZone,
    /** The company's country, for its locale (company.ts); absent keeps the saved one, null clears it. */
    country: zCountryCode.nullable().optional(),
    banner_message: zOptionalText(500),
    /** The footer's line ("powered by"). */
    powered_by_message: zOptionalText(250),
    disabled_default_pages: z.array(z.enum(DEFAULT_PAGES)).max(DEFAULT_PAGES.length),
    /** Minutes held seats wait for their payment; null: the default. */
    seat_hold_minutes: z.number().int().min(2).max(30).nullable(),
    /** Hours a waitlist offer holds its freed place; null: the default; absent keeps it. */
    waitlist_offer_hours: zWaitlistOfferHours.nullable().optional(),
    /** The registration step asks for a mobile phone, required (spec part 1 §1); absent keeps it. */
    ask_mobile_at_registration: z.boolean().optional(),
    /** The platform's percent of on-demand sales (spec part 1 §1); absent keeps it. */
    vod_commission_percent: z.number().int().min(0).max(100).optional(),
  })
  .refine((general) => general.languages.includes(general.language), {
    path: ['languages'],
    error: validationMessage('validation.required'),
  });
export type GeneralSettings = z.infer<typeof ZGeneralSettings>;

export const ZThemeSettings = z.object({
  primaryColor: zHexColor,
  secondaryColor: zHexColor,
  backgroundColor: zHexColor,
  darkMode: z.boolean(),
  fontFamily: z.enum(THEME_FONTS),
});
export type ThemeSettings = z.infer<typeof ZThemeSettings>;

/** The named settings that replace the spec's special company ids. */
export const ZFeatureSettings = z.object({
  advertising_layout: z.boolean(),
  show_pricing_menu: z.boolean(),
  logo_as_header: z.boolean(),
  hide_watch_link: z.boolean(),
  hide_yearly_plans: z.boolean(),
  /** Staff are mailed when a viewer's request reaches the inbox. */
  mail_staff_on_requests: z.boolean().default(true),
  promo_trailer_url: zWebAddress,
  external_home_url: zWebAddress,
});
export type FeatureSettings = z.infer<typeof ZFeatureSettings>;

/** A secret as the browser sees it: whether one is kept, and its last four characters. */
export const ZSecretHint = z.object({ last4: z.string().max(4) }).nullable();
export type SecretHint = z.infer<typeof ZSecretHint>;

const zSecretInput = z.string().trim().min(1).max(500);

export const ZMarketingSettingsView = z.object({
  mailing_list_id: z.string().nullable(),
  mailing_list_api_key: ZSecretHint,
  fbpixelId: z.string().nullable(),
  video_monitoring_key: z.string().nullable(),
});
export const ZMarketingSettingsUpdate = z.object({
  mailing_list_id: zOptionalText(120),
  /** Absent keeps the stored key; null removes it. */
  mailing_list_api_key: zSecretInput.nullable().optional(),
  fbpixelId: z
    .string()
    .trim()
    .max(32)
    .regex(/^\d*$/, { error: INVALID })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  /** Mux Data's environment key (decision 0060); empty turns monitoring off; absent keeps it. */
  video_monitoring_key: z
    .string()
    .trim()
    .max(64, { error: maxLength(64) })
    .regex(/^[A-Za-z0-9]*$/, { error: INVALID })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type MarketingSettingsUpdate = z.input<typeof ZMarketingSettingsUpdate>;

export const ZCompanySettings = z.object({
  domain: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  general: ZGeneralSettings,
  theme: ZThemeSettings,
  features: ZFeatureSettings,
  marketing: ZMarketingSettingsView,
});
export type CompanySettings = z.infer<typeof ZCompanySettings>;

export const ZGetSettingsRequest = z.object({});
export const ZSettingsResponse = z.object({ settings: ZCompanySettings });

/** Logo and favicon: a cropped picture as a data URL, checked again by its bytes on the server. */
export const SETTINGS_IMAGE_KINDS = ['logo', 'favicon'] as const;
export const SETTINGS_IMAGE = { maxBytes: 700 * 1024, maxSide: 2048, faviconSide: 64 } as const;
export const ZUploadImageRequest = z.object({
  kind: z.enum(SETTINGS_IMAGE_KINDS),
  /** Null removes the picture. */
  image: z
    .string()
    .max(Math.ceil((SETTINGS_IMAGE.maxBytes * 4) / 3) + 100)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, { error: INVALID })
    .nullable(),
});

/** Whose Stripe account a payment or subscription is made on: the company's own keys, or the deployment's. */
export type StripeAccount = 'company' | 'deployment';

/**
 * Each gateway's credentials, by field; the public ones are what the browser's payment form needs.
 * Stripe signs each webhook endpoint with its own secret: `webhook_secret` is the payments
 * endpoint's (`/webhooks/stripe`), `billing_webhook_secret` the subscriptions' Billing endpoint's
 * (`/webhooks/stripe/billing`).
 */
export const GATEWAY_CREDENTIAL_FIELDS = {
  stripe: ['secret_key', 'publishable_key', 'webhook_secret', 'billing_webhook_secret'],
  paypal: ['client_id', 'client_secret'],
  meshulam: ['user_id', 'api_key', 'page_code', 'bit_page_code'],
} as const;
/** Where Stripe delivers to the endpoint each webhook secret signs, on the company's own domain. */
export const STRIPE_WEBHOOK_PATHS = {
  webhook_secret: '/webhooks/stripe',
  billing_webhook_secret: '/webhooks/stripe/billing',
} as const;
export type CredentialGateway = keyof typeof GATEWAY_CREDENTIAL_FIELDS;
export const CREDENTIAL_GATEWAYS = Object.keys(GATEWAY_CREDENTIAL_FIELDS) as CredentialGateway[];
/** The fields a gateway cannot work without. */
export const REQUIRED_CREDENTIAL_FIELDS: { [G in CredentialGateway]: readonly string[] } = {
  stripe: ['secret_key', 'publishable_key'],
  paypal: ['client_id', 'client_secret'],
  meshulam: ['user_id', 'page_code'],
};

const credentialsOf = <const F extends readonly string[]>(fields: F) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, zSecretInput.optional()])) as {
      [K in F[number]]: z.ZodOptional<typeof zSecretInput>;
    },
  );

export const ZStripeCredentials = credentialsOf(GATEWAY_CREDENTIAL_FIELDS.stripe);
export const ZPaypalCredentials = credentialsOf(GATEWAY_CREDENTIAL_FIELDS.paypal);
export const ZMeshulamCredentials = credentialsOf(GATEWAY_CREDENTIAL_FIELDS.meshulam);
export type GatewayCredentials = {
  stripe: z.infer<typeof ZStripeCredentials>;
  paypal: z.infer<typeof ZPaypalCredentials>;
  meshulam: z.infer<typeof ZMeshulamCredentials>;
};

export const ZPaymentSettingsView = z.object({
  enabled_payment_gateways: z.array(z.enum(PAYMENT_GATEWAYS)),
  statement_descriptor_suffix: z.string().nullable(),
  /** Per gateway, per field: the last four characters of what is kept, or null. */
  credentials: z.object({
    stripe: z.record(z.string(), ZSecretHint),
    paypal: z.record(z.string(), ZSecretHint),
    meshulam: z.record(z.string(), ZSecretHint),
  }),
});
export type PaymentSettingsView = z.infer<typeof ZPaymentSettingsView>;

export const ZPaymentSettingsUpdate = z.object({
  enabled_payment_gateways: z.array(z.enum(PAYMENT_GATEWAYS)).max(PAYMENT_GATEWAYS.length),
  statement_descriptor_suffix: z
    .string()
    .trim()
    .max(22, { error: maxLength(22) })
    .regex(/^[^<>\\'"*]*$/, { error: INVALID })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  /**
   * New values only: a field left out keeps what is stored, a gateway set to null forgets all
   * of its credentials.
   */
  credentials: z
    .object({
      stripe: ZStripeCredentials.nullable().optional(),
      paypal: ZPaypalCredentials.nullable().optional(),
      meshulam: ZMeshulamCredentials.nullable().optional(),
    })
    .default({}),
});
export type PaymentSettingsUpdate = z.input<typeof ZPaymentSettingsUpdate>;
export const ZPaymentSettingsResponse = z.object({ payments: ZPaymentSettingsView });

/**
 * SMS (docs/decisions/0046-sms-through-twilio.md): a company may send its phone codes through its
 * own Twilio account; without one they go through the deployment's transport (the local outbox in
 * development and the demo). Its credentials are sealed like the payment credentials.
 */
export const SMS_CREDENTIAL_FIELDS = ['account_sid', 'auth_token', 'from'] as const;
export type SmsCredentialField = (typeof SMS_CREDENTIAL_FIELDS)[number];
/** The sealed-credential kind under which the company's Twilio account is kept. */
export const SMS_CREDENTIAL_KIND = 'twilio';

export const ZSmsCredentials = z.object({
  account_sid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: INVALID })
    .optional(),
  auth_token: zSecretInput.optional(),
  /** A phone number in E.164 form, or a Messaging Service SID. */
  from: z
    .string()
    .trim()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, { error: INVALID })
    .optional(),
});

export const ZSmsSettingsView = z.object({
  /** `twilio` once the company's account is kept; null: the deployment's transport sends. */
  provider: z.literal('twilio').nullable(),
  /** Per field: the last four characters of what is kept, or null. */
  credentials: z.object({
    account_sid: ZSecretHint,
    auth_token: ZSecretHint,
    from: ZSecretHint,
  }),
});
export type SmsSettingsView = z.infer<typeof ZSmsSettingsView>;

export const ZSmsSettingsUpdate = z.object({
  /** New values only: a field left out keeps what is kept; null forgets the account. */
  credentials: ZSmsCredentials.nullable(),
});
export type SmsSettingsUpdate = z.input<typeof ZSmsSettingsUpdate>;
export const ZSmsSettingsResponse = z.object({ sms: ZSmsSettingsView });

/** Pages: the default pages' overrides and the company's own pages, as sanitised HTML. */
export const zPageSlug = zRequiredString.max(64).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: INVALID });
export const PAGE_HTML_MAX = 200_000;
/** A page's texts a language may have of its own (issue 38): the default's, field by field. */
export type PageTexts = { title: string | null; html: string | null };
export type PageTranslations = Translations<PageTexts>;
export const ZPageTranslations = zTranslations({
  title: zOptionalText(120),
  html: z
    .string()
    .max(PAGE_HTML_MAX, { error: maxLength(PAGE_HTML_MAX) })
    .nullable(),
});

export const ZSettingsPage = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  /** About, terms or privacy: the product's own text unless overridden here. */
  overrides_default: z.boolean(),
  translations: zTranslationsView({ title: z.string().nullable(), html: z.string().nullable() }),
});
export type SettingsPage = z.infer<typeof ZSettingsPage>;
export const ZListSettingsPagesResponse = z.object({ pages: z.array(ZSettingsPage) });
export const ZSaveSettingsPageRequest = z.object({
  slug: zPageSlug,
  title: zRequiredString.max(120, { error: maxLength(120) }),
  html: z.string().max(PAGE_HTML_MAX, { error: maxLength(PAGE_HTML_MAX) }),
  /** The texts of the company's other languages, by language code; left out, the saved ones stay. */
  translations: ZPageTranslations.optional(),
});
export type SaveSettingsPageRequest = z.infer<typeof ZSaveSettingsPageRequest>;
export const ZSaveSettingsPageResponse = z.object({ page: ZSettingsPage });
export const ZDeleteSettingsPageRequest = z.object({ slug: zPageSlug });
