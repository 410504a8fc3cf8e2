import type { AdminSubscriptionPlan } from '@screener/contracts/admin-subscription-plans';
import type { OrderRow } from '@screener/contracts/orders';
import { ROLE_PERMISSIONS, type StaffRole } from '@screener/contracts/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { StaffIdentityContext } from '../components/staff-identity-context';
import { OrdersPage } from './orders-page';

const company = testCompany({ timezone: 'UTC' });
const plan = (id: number, name: string, active: boolean): AdminSubscriptionPlan => ({
  id,
  name,
  interval: 'month',
  price: '9.00',
  currency: 'EUR',
  trial_days: 0,
  all_events: true,
  screening_ids: [],
  active,
  subscribers: 1,
  created_at: '2026-01-01 00:00:00',
});
const subscription: OrderRow = {
  id: 7,
  kind: 'subscription',
  created_at: '2026-06-01 10:00:00',
  state: 'paid',
  purchase_type: 50,
  buyer_email: 'dana@example.test',
  buyer_name: 'Dana',
  item: 'Monthly',
  gateway: 'sandbox',
  amount_minor: 900,
  refunded_minor: 0,
  currency: 'EUR',
  coupon_code: null,
  subscription_status: 'active',
};

const api = fakeApiForEachTest(() => ({
  'admin/orders/list': { data: { rows: [subscription], total: 1, total_exact: true } },
  'admin/purchases/cash/list': { data: { purchases: [] } },
  'admin/subscription-plans/list': {
    data: { rows: [plan(3, 'Monthly', true), plan(2, 'Monthly', false)], total: 2, total_exact: true },
  },
}));

const renderAs = (role: StaffRole) =>
  renderPage(
    [
      {
        path: '*',
        element: (
          <StaffIdentityContext
            value={{
              kind: 'staff',
              member: { id: 1, email: 'a@b.test', name: 'A', role, created_at: '2026-01-01 00:00:00' },
              permissions: [...ROLE_PERMISSIONS[role]],
            }}
          >
            <OrdersPage />
          </StaffIdentityContext>
        ),
      },
    ],
    '/admin/orders',
    company,
  );

const listBodies = () => api.requests.filter((request) => request.path === 'admin/orders/list');

// The grid's first render in jsdom takes seconds on a loaded machine.
describe('OrdersPage', { timeout: 30_000 }, () => {
  it('narrows the grid to one subscription plan, archived ones told apart, from the first page', async () => {
    await i18n.loadNamespaces('admin');
    renderAs('manager');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Subscription plan' }));
    expect(screen.getByRole('option', { name: 'Any subscription plan' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Monthly' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Monthly (archived)' }));
    await waitFor(() =>
      expect(listBodies().at(-1)?.body).toMatchObject({ page: 0, subscription_plan_id: 2 }),
    );
  });

  it('shows no plan picker to a role that may not read the plans, and does not ask for them', async () => {
    await i18n.loadNamespaces('admin');
    renderAs('box_office');
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(0));
    expect(screen.getByRole('combobox', { name: 'Payment' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Subscription plan' })).toBeNull();
    expect(api.requests.some((request) => request.path === 'admin/subscription-plans/list')).toBe(false);
  });
});
