import type { StaffIdentity } from '@screener/contracts/staff';

/** The settings page's sections, in tab order; payments only for roles with payment settings. */
export const SETTINGS_SECTIONS = ['general', 'theme', 'features', 'marketing', 'payments', 'pages'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function settingsSectionsFor(identity: StaffIdentity): SettingsSection[] {
  if (identity.kind !== 'staff' || !identity.permissions.includes('settings')) return [];
  const payments = identity.permissions.includes('payment_settings');
  return SETTINGS_SECTIONS.filter((section) => section !== 'payments' || payments);
}
