import type { OrderDetail } from '@screener/contracts/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { RefundDialog } from './refund-dialog';

const order: OrderDetail = {
  id: 41,
  kind: 'purchase',
  subscription_status: null,
  created_at: '2026-06-01 10:00:00',
  state: 'partially_refunded',
  status: 30,
  purchase_type: 10,
  buyer_email: 'dana@example.test',
  buyer_name: 'Dana',
  item: 'Ticket – Opening night',
  gateway: 'sandbox',
  amount_minor: 1000,
  discount_minor: 0,
  refunded_minor: 400,
  refundable_minor: 600,
  refunds_online: true,
  currency: 'EUR',
  coupon_code: null,
  receipt_url: null,
  grants: { event_title: 'Opening night', screener_id: 3, plan_name: 'Ticket', booking_id: null, seats: [] },
  timeline: [],
};

const api = fakeApiForEachTest(() => ({ 'admin/orders/refund': { data: { order } } }));

describe('RefundDialog', () => {
  it('refuses a part larger than what is left before asking, then sends the part with its reason', async () => {
    await i18n.loadNamespaces('admin');
    renderPage(
      [{ path: '*', element: <RefundDialog order={order} open onClose={() => undefined} /> }],
      '/admin/orders/41',
      testCompany({ timezone: 'UTC' }),
    );
    expect(await screen.findByText(/€6\.00 can be refunded\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Part of it' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to refund' }), { target: { value: '7' } });
    expect(screen.getByText('At most 6.00 is left to refund')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to refund' }), {
      target: { value: '4.50' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Late start' } });
    const submit = screen.getByRole('button', { name: 'Refund' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm the refund of €4.50' }));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/orders/refund')?.body).toEqual({
        purchase_id: 41,
        reason: 'Late start',
        amount_minor: 450,
      }),
    );
  }, 20_000);
});
