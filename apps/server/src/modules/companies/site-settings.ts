import type { PaymentGatewayName } from '@screener/contracts/company';
import { DEFAULT_PAGES } from '@screener/contracts/company';
import {
  type CompanySettings,
  CREDENTIAL_GATEWAYS,
  type CredentialGateway,
  type FeatureSettings,
  GATEWAY_CREDENTIAL_FIELDS,
  type GeneralSettings,
  type PaymentSettingsView,
  REQUIRED_CREDENTIAL_FIELDS,
  type SecretHint,
  SMS_CREDENTIAL_FIELDS,
  SMS_CREDENTIAL_KIND,
  type SmsSettingsView,
  THEME_FONTS,
  type ThemeSettings,
  type ZMarketingSettingsUpdate,
  type ZPaymentSettingsUpdate,
  type ZSmsSettingsUpdate,
} from '@screener/contracts/company-settings';
import { isRtl, LANGUAGES } from '@screener/contracts/language';
import { validationMessage } from '@screener/contracts/validation';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import {
  type CompanySettingsPatch,
  credentialHints,
  saveGatewayCredentials,
  updateCompanySettings,
} from './company-settings.ts';
import type { SettingsDeps } from './deps.ts';
import type { CompanyRow } from './service.ts';

const hintOf = (value: string | null | undefined): SecretHint => (value ? { last4: value.slice(-4) } : null);

export function settingsView(row: CompanyRow): CompanySettings {
  const props = row.customProperties;
  const font = (THEME_FONTS as readonly string[]).includes(props.theme.fontFamily)
    ? (props.theme.fontFamily as ThemeSettings['fontFamily'])
    : THEME_FONTS[0];
  return {
    domain: row.domain,
    logo_url: row.logoUrl,
    favicon_url: row.faviconUrl,
    general: {
      title: row.title,
      language: props.language,
      languages: props.languages ?? [...LANGUAGES],
      timezone: row.timezone,
      country: props.country ?? null,
      banner_message: props.banner_message,
      powered_by_message: props.powered_by_message,
      disabled_default_pages: props.disabled_default_pages,
      seat_hold_minutes: props.seat_hold_minutes ?? null,
      waitlist_offer_hours: props.waitlist_offer_hours ?? null,
      ask_mobile_at_registration: row.askMobileAtRegistration,
      vod_commission_percent: row.vodCommissionPercent,
    },
    theme: { ...props.theme, fontFamily: font },
    features: {
      advertising_layout: props.advertising_layout,
      show_pricing_menu: props.show_pricing_menu,
      logo_as_header: props.logo_as_header,
      hide_watch_link: props.hide_watch_link,
      hide_yearly_plans: props.hide_yearly_plans,
      mail_staff_on_requests: props.mail_staff_on_requests ?? true,
      promo_trailer_url: props.promo_trailer_url,
      external_home_url: props.external_home_url,
    },
    marketing: {
      mailing_list_id: row.mailingListId,
      mailing_list_api_key: hintOf(row.mailingListApiKey),
      fbpixelId: props.fbpixelId,
      video_monitoring_key: props.video_monitoring_key ?? null,
    },
  };
}

/** The company as the audit log keeps it: the settings, with the mailing-list key reduced to its hint. */
function auditView(row: CompanyRow) {
  return { ...settingsView(row), payment_setting: row.paymentSetting };
}

/**
 * One settings change: the row locked, changed, written to the audit log in the same transaction;
 * then this node's cached copy dropped, so the site shows the change on its next call.
 */
async function changeCompany(
  deps: SettingsDeps,
  input: { company: CompanyRow; actor: AuditActor; action: string; now: Date },
  change: (row: CompanyRow) => CompanySettingsPatch,
): Promise<CompanyRow> {
  const after = await deps.db.transaction(async (tx) => {
    const result = await updateCompanySettings(tx, input.company.id, change, input.now);
    await deps.writeAudit(tx, {
      companyId: input.company.id,
      actor: input.actor,
      action: input.action,
      targetType: 'company',
      targetId: input.company.id,
      before: auditView(result.before),
      after: auditView(result.after),
      now: input.now,
    });
    return result.after;
  });
  deps.companies.forget(after);
  return after;
}

type Change = { company: CompanyRow; actor: AuditActor; now: Date };

export function saveGeneral(
  deps: SettingsDeps,
  input: Change & { general: GeneralSettings },
): Promise<CompanyRow> {
  const { general } = input;
  const disabled = DEFAULT_PAGES.filter((page) => general.disabled_default_pages.includes(page));
  return changeCompany(deps, { ...input, action: 'settings.general' }, (row) => {
    const {
      seat_hold_minutes: _previous,
      waitlist_offer_hours: savedOfferHours,
      country: savedCountry,
      ...props
    } = row.customProperties;
    const offerHours =
      general.waitlist_offer_hours === undefined ? savedOfferHours : general.waitlist_offer_hours;
    const country = general.country === undefined ? savedCountry : general.country;
    return {
      title: general.title,
      timezone: general.timezone,
      // The footer shows the company's line only with branding shown (spec part 1 §2): a line
      // saved is a line shown, and none brings back the product's own.
      showCompanyBranding: general.powered_by_message !== null,
      customProperties: {
        ...props,
        language: general.language,
        // Kept in the menu's order whatever order the form sent.
        languages: LANGUAGES.filter((language) => general.languages.includes(language)),
        rtl: isRtl(general.language),
        timezone: general.timezone,
        banner_message: general.banner_message,
        powered_by_message: general.powered_by_message,
        disabled_default_pages: disabled,
        ...(general.seat_hold_minutes === null ? {} : { seat_hold_minutes: general.seat_hold_minutes }),
        ...(offerHours ? { waitlist_offer_hours: offerHours } : {}),
        ...(country ? { country } : {}),
      },
      ...(general.ask_mobile_at_registration === undefined
        ? {}
        : { askMobileAtRegistration: general.ask_mobile_at_registration }),
      ...(general.vod_commission_percent === undefined
        ? {}
        : { vodCommissionPercent: general.vod_commission_percent }),
    };
  });
}

export function saveTheme(deps: SettingsDeps, input: Change & { theme: ThemeSettings }): Promise<CompanyRow> {
  return changeCompany(deps, { ...input, action: 'settings.theme' }, (row) => ({
    customProperties: { ...row.customProperties, theme: input.theme },
  }));
}

export function saveFeatures(
  deps: SettingsDeps,
  input: Change & { features: FeatureSettings },
): Promise<CompanyRow> {
  return changeCompany(deps, { ...input, action: 'settings.features' }, (row) => ({
    customProperties: { ...row.customProperties, ...input.features },
  }));
}

export function saveMarketing(
  deps: SettingsDeps,
  input: Change & { marketing: z.output<typeof ZMarketingSettingsUpdate> },
): Promise<CompanyRow> {
  const { marketing } = input;
  return changeCompany(deps, { ...input, action: 'settings.marketing' }, (row) => ({
    mailingListId: marketing.mailing_list_id,
    ...(marketing.mailing_list_api_key === undefined
      ? {}
      : { mailingListApiKey: marketing.mailing_list_api_key }),
    customProperties: {
      ...row.customProperties,
      fbpixelId: marketing.fbpixelId,
      ...(marketing.video_monitoring_key === undefined
        ? {}
        : { video_monitoring_key: marketing.video_monitoring_key }),
    },
  }));
}

export function saveImage(
  deps: SettingsDeps,
  input: Change & { kind: 'logo' | 'favicon'; url: string | null },
): Promise<CompanyRow> {
  return changeCompany(deps, { ...input, action: `settings.${input.kind}` }, () =>
    input.kind === 'logo' ? { logoUrl: input.url } : { faviconUrl: input.url },
  );
}

type Hints = Partial<Record<CredentialGateway, Record<string, string>>>;

function credentialView(hints: Hints): PaymentSettingsView['credentials'] {
  const view = (gateway: CredentialGateway) =>
    Object.fromEntries(
      GATEWAY_CREDENTIAL_FIELDS[gateway].map((field) => {
        const last4 = hints[gateway]?.[field];
        return [field, last4 === undefined ? null : { last4 }];
      }),
    );
  return { stripe: view('stripe'), paypal: view('paypal'), meshulam: view('meshulam') };
}

export async function paymentsView(db: DbExecutor, row: CompanyRow): Promise<PaymentSettingsView> {
  return {
    enabled_payment_gateways: row.paymentSetting.enabled_payment_gateways,
    statement_descriptor_suffix: row.paymentSetting.statement_descriptor_suffix,
    credentials: credentialView(await credentialHints(db, row.id)),
  };
}

/** Whether the deployment's own credentials (environment) cover a gateway for every company. */
function deploymentHas(config: SettingsDeps['config'], gateway: CredentialGateway): boolean {
  if (gateway === 'stripe') return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
  if (gateway === 'paypal') return Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);
  return Boolean(config.MESHULAM_USER_ID && config.MESHULAM_PAGE_CODE);
}

/**
 * A gateway enabled without what it needs to take a payment (neither the company's credentials nor
 * the deployment's): the missing field's path, so the form can say so.
 */
function missingCredentials(
  config: SettingsDeps['config'],
  enabled: readonly PaymentGatewayName[],
  hints: Hints,
): string | null {
  for (const gateway of CREDENTIAL_GATEWAYS) {
    if (!enabled.includes(gateway) || (!hints[gateway] && deploymentHas(config, gateway))) continue;
    const field = REQUIRED_CREDENTIAL_FIELDS[gateway].find((name) => hints[gateway]?.[name] === undefined);
    if (field) return `credentials.${gateway}.${field}`;
  }
  return null;
}

/**
 * Payment settings: the gateways enabled and each one's credentials, sealed. A card gateway may be
 * enabled only once its required credentials are kept (here or before). The audit log records the
 * credentials' hints only.
 */
export async function savePayments(
  deps: SettingsDeps,
  input: Change & { payments: z.output<typeof ZPaymentSettingsUpdate> },
): Promise<PaymentSettingsView> {
  const { payments, company, now } = input;
  const enabled = [...new Set(payments.enabled_payment_gateways)];
  const saved = await deps.db.transaction(async (tx) => {
    const before = await credentialHints(tx, company.id);
    for (const gateway of CREDENTIAL_GATEWAYS) {
      const values = payments.credentials[gateway];
      if (values === undefined) continue;
      await saveGatewayCredentials(tx, deps.secrets, { companyId: company.id, gateway, values, now });
    }
    const after = await credentialHints(tx, company.id);
    const missing = missingCredentials(deps.config, enabled, after);
    if (missing) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: { [missing]: [validationMessage('validation.required')] } },
      });
    }
    const changed = await updateCompanySettings(
      tx,
      company.id,
      () => ({
        paymentSetting: {
          enabled_payment_gateways: enabled,
          statement_descriptor_suffix: payments.statement_descriptor_suffix,
        },
      }),
      now,
    );
    await deps.writeAudit(tx, {
      companyId: company.id,
      actor: input.actor,
      action: 'settings.payments',
      targetType: 'company',
      targetId: company.id,
      before: { ...changed.before.paymentSetting, credentials: credentialView(before) },
      after: { ...changed.after.paymentSetting, credentials: credentialView(after) },
      now,
    });
    return changed.after;
  });
  // Dropped after the commit, so no call reads the old row back into the cache meanwhile.
  deps.companies.forget(saved);
  return paymentsView(deps.db, saved);
}

function smsHintsView(hints: Record<string, string> | undefined): SmsSettingsView {
  const hint = (field: (typeof SMS_CREDENTIAL_FIELDS)[number]) => {
    const last4 = hints?.[field];
    return last4 === undefined ? null : { last4 };
  };
  const complete = SMS_CREDENTIAL_FIELDS.every((field) => hints?.[field] !== undefined);
  return {
    provider: complete ? 'twilio' : null,
    credentials: { account_sid: hint('account_sid'), auth_token: hint('auth_token'), from: hint('from') },
  };
}

export async function smsView(db: DbExecutor, companyId: number): Promise<SmsSettingsView> {
  return smsHintsView((await credentialHints(db, companyId))[SMS_CREDENTIAL_KIND]);
}

/**
 * SMS settings: the company's Twilio account, sealed; fields given replace the kept ones, null
 * forgets the account (codes then go through the deployment's transport). A first save needs every
 * field. The audit log records the hints only.
 */
export async function saveSms(
  deps: SettingsDeps,
  input: Change & { sms: z.output<typeof ZSmsSettingsUpdate> },
): Promise<SmsSettingsView> {
  const { company, now } = input;
  return deps.db.transaction(async (tx) => {
    const before = smsHintsView((await credentialHints(tx, company.id))[SMS_CREDENTIAL_KIND]);
    await saveGatewayCredentials(tx, deps.secrets, {
      companyId: company.id,
      gateway: SMS_CREDENTIAL_KIND,
      values: input.sms.credentials,
      now,
    });
    const after = smsHintsView((await credentialHints(tx, company.id))[SMS_CREDENTIAL_KIND]);
    if (input.sms.credentials !== null && after.provider === null) {
      const missing =
        SMS_CREDENTIAL_FIELDS.find((field) => after.credentials[field] === null) ?? 'account_sid';
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: { [`credentials.${missing}`]: [validationMessage('validation.required')] } },
      });
    }
    await deps.writeAudit(tx, {
      companyId: company.id,
      actor: input.actor,
      action: 'settings.sms',
      targetType: 'company',
      targetId: company.id,
      before,
      after,
      now,
    });
    return after;
  });
}
