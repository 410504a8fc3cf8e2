import type { StaffRole } from '@screener/contracts/staff';
import { describe, expect, it } from 'vitest';
import { staffIdentity } from '../../test/render-staff-page';
import { navItemsFor } from './admin-nav';

describe('back-office navigation', () => {
  it('shows each role only the sections it may open', () => {
    const labels = (role: StaffRole) => navItemsFor(staffIdentity(role)).map((item) => item.label);
    // What the owner and the manager both open, in the menu's order.
    const managed = [
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
    ];
    expect(labels('owner')).toEqual([
      ...managed,
      'nav.staff',
      'nav.audit',
      'nav.settings',
      'nav.integrations',
    ]);
    expect(labels('manager')).toEqual([...managed, 'nav.settings']);
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
