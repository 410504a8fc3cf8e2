import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Option = { value: string; is_enabled: boolean; client_key: string | null };

const everyGateway = {
  enabled_payment_gateways: ['stripe', 'paypal', 'meshulam', 'admin_pay', 'sandbox'] as const,
  statement_descriptor_suffix: null,
};

async function listGateways(t: TestApp, companyId: number): Promise<Option[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${companyId}/listPaymentGateways`,
    payload: {},
  });
  expect(refusalCode(response)).toBeNull();
  return response.json().data.gateways;
}

describe('guest/company/{companyId}/listPaymentGateways', () => {
  let bare: TestApp;
  let configured: TestApp;

  beforeAll(async () => {
    bare = await createTestApp();
    configured = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_listing',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_listing',
        PAYPAL_CLIENT_ID: 'paypal-public-id',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
      },
    });
  });
  afterAll(async () => {
    await bare.close();
    await configured.close();
  });

  it('leaves out the gateways the deployment has no credentials for', async () => {
    const company = await createCompany(bare.db, {
      paymentSetting: {
        ...everyGateway,
        enabled_payment_gateways: [...everyGateway.enabled_payment_gateways],
      },
    });
    const gateways = await listGateways(bare, company.id);
    expect(gateways.map((gateway) => gateway.value)).toEqual(['admin_pay', 'sandbox']);
    expect(gateways.every((gateway) => gateway.is_enabled && gateway.client_key === null)).toBe(true);
  });

  it('leaves out the gateways the company does not enable', async () => {
    const company = await createCompany(configured.db, {
      paymentSetting: { enabled_payment_gateways: ['paypal', 'sandbox'], statement_descriptor_suffix: null },
    });
    const gateways = await listGateways(configured, company.id);
    expect(gateways.map((gateway) => gateway.value)).toEqual(['paypal', 'sandbox']);
  });

  it('gives each browser form its public key and never a secret', async () => {
    const company = await createCompany(configured.db, {
      paymentSetting: {
        ...everyGateway,
        enabled_payment_gateways: [...everyGateway.enabled_payment_gateways],
      },
    });
    const gateways = await listGateways(configured, company.id);
    expect(gateways.map((gateway) => [gateway.value, gateway.client_key])).toEqual([
      ['stripe', 'pk_test_listing'],
      ['paypal', 'paypal-public-id'],
      ['admin_pay', null],
      ['sandbox', null],
    ]);
    expect(JSON.stringify(gateways)).not.toMatch(/sk_test_listing|paypal-secret/);
  });

  it('does not offer the card gateway without the publishable key its card element needs', async () => {
    const secretOnly = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_listing' } });
    const company = await createCompany(secretOnly.db, {
      paymentSetting: { enabled_payment_gateways: ['stripe', 'sandbox'], statement_descriptor_suffix: null },
    });
    const gateways = await listGateways(secretOnly, company.id);
    await secretOnly.close();
    expect(gateways.map((gateway) => gateway.value)).toEqual(['sandbox']);
  });
});
