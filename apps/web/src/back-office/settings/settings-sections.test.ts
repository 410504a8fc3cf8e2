import { ROLE_PERMISSIONS, type StaffIdentity, type StaffRole } from '@screener/contracts/staff';
import { describe, expect, it } from 'vitest';
import { settingsSectionsFor } from './settings-sections';

const staff = (role: StaffRole): StaffIdentity => ({
  kind: 'staff',
  member: { id: 1, email: 'a@b.test', name: 'A', role, created_at: '2026-01-01 00:00:00' },
  permissions: [...ROLE_PERMISSIONS[role]],
});

describe('settingsSectionsFor', () => {
  it('shows an owner every section, payments and the staff’s sign-in rule included', () => {
    expect(settingsSectionsFor(staff('owner'))).toEqual([
      'general',
      'theme',
      'features',
      'marketing',
      'payments',
      'sms',
      'security',
      'pages',
    ]);
  });

  it('hides payments from a manager, and everything from the box office and operators', () => {
    const manager = settingsSectionsFor(staff('manager'));
    expect(manager).toEqual(['general', 'theme', 'features', 'marketing', 'pages']);
    expect(settingsSectionsFor(staff('box_office'))).toEqual([]);
    expect(settingsSectionsFor({ kind: 'operator', id: 1, email: 'o@p.test', name: 'O' })).toEqual([]);
  });
});
