import { defineCall } from '../call.ts';
import {
  ZDeleteSettingsPageRequest,
  ZFeatureSettings,
  ZGeneralSettings,
  ZGetSettingsRequest,
  ZListSettingsPagesResponse,
  ZMarketingSettingsUpdate,
  ZPaymentSettingsResponse,
  ZPaymentSettingsUpdate,
  ZSaveSettingsPageRequest,
  ZSaveSettingsPageResponse,
  ZSettingsResponse,
  ZSmsSettingsResponse,
  ZSmsSettingsUpdate,
  ZThemeSettings,
  ZUploadImageRequest,
} from '../company-settings.ts';
import { ZDoneResponse } from '../staff.ts';

export const get = defineCall({
  path: 'admin/settings/get',
  body: ZGetSettingsRequest,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const updateGeneral = defineCall({
  path: 'admin/settings/general/update',
  body: ZGeneralSettings,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const updateTheme = defineCall({
  path: 'admin/settings/theme/update',
  body: ZThemeSettings,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const updateFeatures = defineCall({
  path: 'admin/settings/features/update',
  body: ZFeatureSettings,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const updateMarketing = defineCall({
  path: 'admin/settings/marketing/update',
  body: ZMarketingSettingsUpdate,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const updateImage = defineCall({
  path: 'admin/settings/image/update',
  body: ZUploadImageRequest,
  response: ZSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const getPayments = defineCall({
  path: 'admin/settings/payments/get',
  body: ZGetSettingsRequest,
  response: ZPaymentSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'payment_settings',
});

export const updatePayments = defineCall({
  path: 'admin/settings/payments/update',
  body: ZPaymentSettingsUpdate,
  response: ZPaymentSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'payment_settings',
});

/** The company's SMS provider account: credentials, so owners only, as the payment settings. */
export const getSms = defineCall({
  path: 'admin/settings/sms/get',
  body: ZGetSettingsRequest,
  response: ZSmsSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'payment_settings',
});

export const updateSms = defineCall({
  path: 'admin/settings/sms/update',
  body: ZSmsSettingsUpdate,
  response: ZSmsSettingsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'payment_settings',
});

export const listPages = defineCall({
  path: 'admin/settings/pages/list',
  body: ZGetSettingsRequest,
  response: ZListSettingsPagesResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const savePage = defineCall({
  path: 'admin/settings/pages/save',
  body: ZSaveSettingsPageRequest,
  response: ZSaveSettingsPageResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});

export const deletePage = defineCall({
  path: 'admin/settings/pages/delete',
  body: ZDeleteSettingsPageRequest,
  response: ZDoneResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});
