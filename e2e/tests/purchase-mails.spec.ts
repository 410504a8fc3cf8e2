import { expect, test } from '@playwright/test';
import { sessionByCode, storeSession } from './api-session.ts';
import { newestMailTo, type OutboxMail } from './outbox.ts';
import { festival } from './sites.ts';

const SUCCESS_CARD = '4242424242424242';
const PREMIERE = 'Midnight Sun Express: World Premiere';
const isReceipt = (mail: OutboxMail) => mail.subject === `Your receipt from ${festival.title}`;

test('a ticket bought with the sandbox card is confirmed by a receipt mail that links to the dashboard', async ({
  page,
}) => {
  const email = `e2e-receipt-${Date.now()}@example.test`;
  await page.goto(festival.url);
  await storeSession(page, await sessionByCode(page, email));

  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: PREMIERE }).click();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  const dialog = page.getByRole('dialog', { name: PREMIERE });
  await dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await dialog.getByLabel(/^Card number/).fill(SUCCESS_CARD);
  await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
  await dialog.getByLabel(/^ZIP code/).fill('G11AA');
  await dialog.getByRole('button', { name: 'Pay €8.00' }).click();
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();

  let receipt: OutboxMail | undefined;
  await expect
    .poll(async () => {
      receipt = await newestMailTo(email, isReceipt);
      return receipt?.text ?? '';
    })
    .toContain(`What you bought: Single ticket – ${PREMIERE}`);
  expect(receipt?.text).toContain('Amount paid: €8.00');

  // The mail as the viewer's mail client shows it: branded, with a button to the dashboard.
  await page.setContent(receipt?.html ?? '');
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Open your dashboard' });
  await expect(link).toHaveAttribute('href', `${festival.url}/user/dashboard?tab=events`);
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PREMIERE }) }),
  ).toBeVisible();
});
