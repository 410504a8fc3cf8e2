import { ROLE_PERMISSIONS, type StaffRole } from '@screener/contracts/staff';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from './admin-nav';

const staff = (role: StaffRole) => ({
  kind: 'staff' as const,
  member: { id: 1, email: 'a@b.test', name: 'A', role, created_at: '2026-01-01 00:00:00' },
  permissions: [...ROLE_PERMISSIONS[role]],
});

describe('back-office navigation', () => {
  it('shows each role only the sections it may open', () => {
    const labels = (role: StaffRole) => navItemsFor(staff(role)).map((item) => item.label);
    expect(labels('owner')).toEqual([
      'nav.home',
      'nav.films',
      'nav.events',
      'nav.venues',
      'nav.plans',
      'nav.coupons',
      'nav.links',
      'nav.orders',
      'nav.reports',
      'nav.audience',
      'nav.ballots',
      'nav.requests',
      'nav.door',
      'nav.support',
      'nav.chatReports',
      'nav.staff',
      'nav.audit',
      'nav.settings',
      'nav.integrations',
    ]);
    expect(labels('manager')).toEqual([
      'nav.home',
      'nav.films',
      'nav.events',
      'nav.venues',
      'nav.plans',
      'nav.coupons',
      'nav.links',
      'nav.orders',
      'nav.reports',
      'nav.audience',
      'nav.ballots',
      'nav.requests',
      'nav.door',
      'nav.support',
      'nav.chatReports',
      'nav.settings',
    ]);
    expect(labels('box_office')).toEqual([
      'nav.home',
      'nav.orders',
      'nav.reports',
      'nav.audience',
      'nav.requests',
      'nav.door',
      'nav.support',
      'nav.chatReports',
    ]);
  });

  it('shows an operator the companies', () => {
    const operator = { kind: 'operator' as const, id: 1, email: 'o@p.test', name: 'O' };
    expect(navItemsFor(operator).map((item) => item.label)).toEqual(['nav.home', 'nav.companies']);
  });
});
