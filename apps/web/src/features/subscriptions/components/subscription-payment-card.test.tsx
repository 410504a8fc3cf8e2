import type { Subscription } from '@screener/contracts/subscription';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { monthlyPlan } from '../../../test/subscription-plan-fixture';
import { AppProviders } from '../../../ui/app-providers';
import { SubscriptionPaymentCard } from './subscription-payment-card';

const subscription: Subscription = {
  id: 7,
  status: 'active',
  metadata: { email: 'viewer@example.test' },
  plan: monthlyPlan,
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  ends_at: null,
  current_period_start: 1_780_000_000,
  current_period_end: 1_782_592_000,
  created: 1_780_000_000,
  trial_end: null,
  discount: null,
};

const api = fakeApiForEachTest(() => ({ 'subscription/7/pay': { data: { subscription } } }));
const payments = () => api.requests.filter((request) => request.path === 'subscription/7/pay');

const renderCard = (status: Subscription['status']) =>
  render(
    <AppProviders>
      <SubscriptionPaymentCard id={7} status={status} gateway="sandbox" />
    </AppProviders>,
  );

describe('SubscriptionPaymentCard', () => {
  it('past due: says so, pays with the saved card, or with another card from the dialog', async () => {
    renderCard('past_due');
    expect(screen.getByRole('alert').textContent).toContain('Your last payment failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(payments()).toHaveLength(1));
    expect(payments()[0]?.body).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Pay with another card' }));
    await screen.findByRole('dialog', { name: 'Pay the due invoice' });
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' });
    expect(pay.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(pay);
    await waitFor(() => expect(payments()).toHaveLength(2));
    expect(payments()[1]?.body).toEqual({ card_number: '4242 4242 4242 4242' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('active: only changes the card; ended: shows nothing', () => {
    const { unmount } = renderCard('active');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change card' })).toBeTruthy();
    unmount();
    renderCard('canceled');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
