import { describe, expect, it } from 'vitest';
import { staffIdentity } from '../../test/render-staff-page';
import { settingsSectionsFor } from './settings-sections';

const staff = staffIdentity;

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
