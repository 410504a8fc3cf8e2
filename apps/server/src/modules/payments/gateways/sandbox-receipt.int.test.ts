import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { attemptKey, call, createShop } from '../purchase-test-helpers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t);
});
afterAll(() => t.close());

it('links a sandbox payment to its receipt page, in the language it was bought in; a made-up one is not found', async () => {
  const plan = await shop.plan(PRICING_TYPES.single, 1500, [await shop.event()]);
  const { session } = await shop.viewer();
  const bought = await call(
    t,
    shop.company.domain,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: attemptKey(),
      pricing_id: plan,
      card_number: SANDBOX_CARDS.success,
    },
    session,
    'it',
  );
  const receiptUrl = bought.data.purchase.payment_details.receipt_url ?? '';
  expect(receiptUrl).toMatch(/^\/payments\/sandbox\/receipt\/sbx_\d+_[0-9a-f]{12}_ok$/);
  const page = await t.app.inject({ method: 'GET', url: receiptUrl, headers: { host: shop.company.domain } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Ricevuta (modalità di prova)');
  expect(page.body).toContain('15.00 EUR');

  const forged = receiptUrl.replace(/[0-9a-f]{12}_ok$/, '000000000000_ok');
  expect(
    (await t.app.inject({ method: 'GET', url: forged, headers: { host: shop.company.domain } })).statusCode,
  ).toBe(404);
});
