import { loadStripe } from '@stripe/stripe-js/pure';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';
import { usePaymentGateways } from '../../../domain/payment/api';
import { gatewayFormPropsFixture } from '../../../test/purchase-fixture';
import { StripeCardForm } from './stripe-card-form';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
vi.mock('../../../domain/payment/api', () => ({ usePaymentGateways: vi.fn() }));
vi.mock('../api', () => ({ createPurchase: vi.fn(), markPaid: vi.fn() }));

const props = gatewayFormPropsFixture();

function gatewaysWithStripeKey(clientKey: string | null) {
  vi.mocked(usePaymentGateways).mockReturnValue({
    isPending: false,
    data: [{ value: 'stripe', title: 'Credit card', is_enabled: true, client_key: clientKey }],
  } as unknown as ReturnType<typeof usePaymentGateways>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('StripeCardForm', () => {
  it('says the payment form could not load when Stripe.js cannot be fetched', async () => {
    gatewaysWithStripeKey('pk_test_site');
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    render(<StripeCardForm {...props} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The payment form could not load');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_site');
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
  });

  it('says so too when the site has no publishable key, without fetching the script', async () => {
    gatewaysWithStripeKey(null);
    render(<StripeCardForm {...props} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The payment form could not load');
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
