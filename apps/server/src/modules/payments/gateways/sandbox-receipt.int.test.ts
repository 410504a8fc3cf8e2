import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { expect, it } from 'vitest';
import { seededForFile } from '../../../test/seeded-for-file.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { attemptKey, call, createShop } from '../purchase-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  return { shop };
});

it('links a sandbox payment to its receipt page, in the language it was bought in; a made-up one is not found', async () => {
  const plan = await given.shop.plan(PRICING_TYPES.single, 1500, [await given.shop.event()]);
  const { session } = await given.shop.viewer();
  const bought = await call(
    t,
    given.shop.company.domain,
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
  const page = await t.app.inject({
    method: 'GET',
    url: receiptUrl,
    headers: { host: given.shop.company.domain },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Ricevuta (modalità di prova)');
  expect(page.body).toContain('15.00 EUR');

  const forged = receiptUrl.replace(/[0-9a-f]{12}_ok$/, '000000000000_ok');
  expect(
    (await t.app.inject({ method: 'GET', url: forged, headers: { host: given.shop.company.domain } }))
      .statusCode,
  ).toBe(404);
});
