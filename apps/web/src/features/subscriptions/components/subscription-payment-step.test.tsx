import { loadStripe } from '@stripe/stripe-js/pure';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { monthlyPlan } from '../../../test/subscription-plan-fixture';
import { AppProviders } from '../../../ui/app-providers';
import { SubscriptionPaymentStep } from './subscription-payment-step';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const company = testCompany();
const plan = monthlyPlan;
const api = fakeApiForEachTest(() => ({
  'pricing/listPlans': { data: { plans: [plan] } },
  [`guest/company/${company.id}/listPaymentGateways`]: {
    data: {
      gateways: [{ value: 'stripe', title: 'Credit card', is_enabled: true, client_key: 'pk_test_site' }],
    },
  },
}));

const renderStep = () =>
  render(
    <AppProviders>
      <CurrentCompanyContext value={company}>
        <SubscriptionPaymentStep
          plan={{ id: plan.id, name: 'Monthly' }}
          onSubscribed={() => undefined}
          onBusyChange={() => undefined}
          onCancel={() => undefined}
        />
      </CurrentCompanyContext>
    </AppProviders>,
  );

describe('SubscriptionPaymentStep', () => {
  it("takes the card through Stripe's element where the company offers only the card gateway", async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderStep();
    expect((await screen.findByRole('alert')).textContent).toContain('The payment form could not load');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_site');
  });

  it('offers a free trial as "Start free trial" with what it costs after, never as paying nothing', async () => {
    api.answers['pricing/listPlans'] = { data: { plans: [{ ...plan, trial_period_days: 14 }] } };
    api.answers[`guest/company/${company.id}/listPaymentGateways`] = {
      data: { gateways: [{ value: 'sandbox', title: 'Test card', is_enabled: true, client_key: null }] },
    };
    renderStep();
    expect(await screen.findByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Start your free trial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByText(/Nothing is charged today; then €9\.99 per month/)).toBeTruthy();
  });
});
