import type { Purchase } from '@screener/contracts/purchase';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n';
import { gatewayFormPropsFixture, purchaseFixture } from '../../../test/purchase-fixture';
import { createPurchase, markProcessing } from '../api';
import type { GatewayFormProps } from './gateway-form-props';
import { MeshulamForm } from './meshulam-form';

vi.mock('../api', () => ({ createPurchase: vi.fn(), markProcessing: vi.fn() }));

const PAGE = 'https://pay.provider.test/page/77';

const purchase = purchaseFixture({
  id: 77,
  status: 10,
  currency: 'ILS',
  total_amount: '40.00',
  purchase_type: 20,
  pricing_id: 3,
  screener_id: null,
  charge_type: 'meshulam',
  next_action: 'hosted_page',
  payment_details: { client_secret: null, order_id: null, url: PAGE, receipt_url: null },
});
const reply = (status: Purchase['status'], next: Purchase['next_action']) => ({
  purchase: { ...purchase, status, next_action: next },
  screenings: [],
  group_purchases: [],
});

let props: GatewayFormProps;

beforeEach(() => {
  props = gatewayFormPropsFixture({ total: '40.00', currency: 'ILS' });
  vi.mocked(createPurchase).mockResolvedValue(reply(10, 'hosted_page'));
  vi.mocked(markProcessing).mockResolvedValue(reply(20, 'none'));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function fill(name: string, phone: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /first and last name/i }), {
    target: { value: name },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /mobile phone/i }), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: /pay/i }));
}

function post(data: unknown, origin = new URL(PAGE).origin) {
  const frame = screen.getByTitle('Secure payment page') as HTMLIFrameElement;
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

describe('MeshulamForm', () => {
  it('refuses a phone outside Israel and a short name before calling the server', async () => {
    render(<MeshulamForm {...props} />);
    fill('Al', '+44 20 7946 0958');
    expect(await screen.findByText('This service acts in Israel only')).toBeTruthy();
    expect(screen.getByText('Minimum length of 3 characters is required')).toBeTruthy();
    expect(createPurchase).not.toHaveBeenCalled();
  });

  it('opens the provider page for Bit and settles as processing on its success message', async () => {
    render(<MeshulamForm {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bit' }));
    fill('Dana Levi', '050-123-4567');
    await screen.findByTitle('Secure payment page');
    expect(createPurchase).toHaveBeenCalledWith(
      expect.objectContaining({
        charge_type: 'meshulam',
        is_bit: true,
        phone: '0501234567',
        name: 'Dana Levi',
      }),
      undefined,
    );

    post({ action: 'bit_payment', status: 1 }, 'https://elsewhere.test');
    expect(markProcessing).not.toHaveBeenCalled();

    post({ action: 'bit_payment', status: 1 });
    await waitFor(() => expect(props.onSettled).toHaveBeenCalledWith(reply(20, 'none')));
    expect(markProcessing).toHaveBeenCalledWith({ purchase_id: 77, status: 1 });
    expect(props.onFailed).not.toHaveBeenCalled();
  });

  it('fails with the reason the page gives when it is closed', async () => {
    render(<MeshulamForm {...props} />);
    fill('Dana Levi', '+972 50 123 4567');
    await screen.findByTitle('Secure payment page');
    post({ action: 'close' });
    await waitFor(() =>
      expect(props.onFailed).toHaveBeenCalledWith(
        'The payment window was closed before the payment was made.',
      ),
    );
    expect(screen.queryByTitle('Secure payment page')).toBeNull();
    expect(markProcessing).not.toHaveBeenCalled();
  });
});
