import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ChosenEventType } from '@screener/contracts/enrollment-decision';
import { EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { testPricingPlan } from '../../../test/pricing-plan-fixture';
import { purchaseFixture } from '../../../test/purchase-fixture';
import { AppProviders } from '../../../ui/app-providers';
import { saveAffiliation } from '../../referral';
import { PaymentStep } from './payment-step';

const plan = testPricingPlan({ id: 5, type: PRICING_TYPES.single, screening_ids: [11] });

const purchase = purchaseFixture({ pricing_id: plan.id });
const reply = { purchase, screenings: [], group_purchases: [] };

const company = testCompany();
const gatewaysPath = `guest/company/${company.id}/listPaymentGateways`;
const api = fakeApiForEachTest(() => ({
  'subscription/get': {
    data: { subscription: null, localSubscription: null, paymentMethod: null, invoices: [] },
  },
  [gatewaysPath]: {
    data: { gateways: [{ value: 'sandbox', title: 'Test card', is_enabled: true, client_key: null }] },
  },
}));
const purchasesOf = () =>
  api.requests.filter((request) => request.path === 'purchase/screeningOrGroupTicket');

function renderStep(chosenEventType: ChosenEventType | null = null) {
  const onSettled = vi.fn();
  render(
    <AppProviders>
      <ThemeProvider theme={createTheme()}>
        <CurrentCompanyContext value={company}>
          <PaymentStep
            item={{ kind: 'plan', plan }}
            screener={null}
            chosenEventType={chosenEventType}
            onSettled={onSettled}
            onBusyChange={() => undefined}
            onBack={null}
            onCancel={() => undefined}
          />
        </CurrentCompanyContext>
      </ThemeProvider>
    </AppProviders>,
  );
  return { onSettled };
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Fjord Street 1' } });
  // Typed as a person writes a UK postcode: the space is normalised, not refused.
  fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: ' G1  1AA' } });
}

describe('the payment step', () => {
  it('keeps Pay disabled until the card is filled in, and sends the plan with the affiliation', async () => {
    saveAffiliation('friend1', Date.now());
    api.answers['purchase/screeningOrGroupTicket'] = [{ data: reply }];
    const { onSettled } = renderStep();
    const pay = await screen.findByRole('button', { name: 'Pay €8.00' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fillCard('4242424242424242');
    fireEvent.click(pay);

    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(reply));
    expect(purchasesOf()[0]?.body).toMatchObject({
      charge_type: 'sandbox',
      pricing_id: plan.id,
      card_number: '4242424242424242',
      zip_code: 'G1 1AA',
      affiliation: 'friend1',
      coupon_code: null,
    });
  });

  it('shows a declined card’s message and retries with a new idempotency key', async () => {
    api.answers['purchase/screeningOrGroupTicket'] = [
      { error: { code: 4020, message: 'Your card was declined.' } },
      { data: reply },
    ];
    const { onSettled } = renderStep();
    const pay = await screen.findByRole('button', { name: 'Pay €8.00' });
    fillCard('4000000000000002');
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onSettled).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('');

    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €8.00' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(reply));
    const [declined, paid] = purchasesOf();
    expect(paid?.body.idempotency_key).not.toBe(declined?.body.idempotency_key);
  });

  it('checks the coupon’s form, and after a 100% coupon participates with a null token', async () => {
    const coupon = {
      applicable: true,
      available_discount: '8.00',
      discount_percentage: 100,
      total: '0.00',
      currency: 'EUR',
    };
    api.answers['coupon/check_coupon'] = [{ data: { ...coupon, coupon } }];
    api.answers['purchase/screeningOrGroupTicket'] = [{ data: reply }];
    const { onSettled } = renderStep();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'AB-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Only alphanumeric characters are allowed')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'free01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon FREE01 applied: 100% off')).toBeTruthy();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get it for free' }));

    await waitFor(() => expect(onSettled).toHaveBeenCalledWith(reply));
    expect(purchasesOf()[0]?.body).toMatchObject({
      charge_type: 'stripe',
      token: null,
      coupon_code: 'FREE01',
    });
  });

  it('takes the focus to its heading and offers only the gateways the company enables', async () => {
    api.answers[gatewaysPath] = [
      {
        data: {
          gateways: [
            { value: 'sandbox', title: 'Test card', is_enabled: true, client_key: null },
            { value: 'admin_pay', title: 'Cash', is_enabled: false, client_key: null },
          ],
        },
      },
    ];
    renderStep();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' }));
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(methods.querySelectorAll('input[type="radio"]')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Test card (sandbox)' })).toBeTruthy();
  });

  it('offers the coupon form for the online part only', async () => {
    renderStep(EVENT_TYPES.physical);
    await screen.findByRole('button', { name: 'Pay €8.00' });
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });
});
