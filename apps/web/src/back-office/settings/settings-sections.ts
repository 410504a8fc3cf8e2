import type { StaffIdentity, StaffPermission } from '@screener/contracts/staff';

/**
 * The settings page's sections, in tab order; payments and SMS (credentials both) only for roles with
 * payment settings, the
 * staff's sign-in rule only for roles that manage the staff.
 */
export const SETTINGS_SECTIONS = [
  'general',
  'theme',
  'features',
  'marketing',
  'payments',
  'sms',
  'security',
  'pages',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function settingsSectionsFor(identity: StaffIdentity): SettingsSection[] {
  if (identity.kind !== 'staff' || !identity.permissions.includes('settings')) return [];
  const only: Partial<Record<SettingsSection, StaffPermission>> = {
    payments: 'payment_settings',
    sms: 'payment_settings',
    security: 'staff',
  };
  return SETTINGS_SECTIONS.filter((section) => {
    const needs = only[section];
    return !needs || identity.permissions.includes(needs);
  });
}
