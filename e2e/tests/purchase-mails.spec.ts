import { expect, test } from '@playwright/test';
import { sessionByCode, storeSession } from './api-session.ts';
import { newestMailTo, type OutboxMail } from './outbox.ts';
import { buyPremiereTicket, PREMIERE } from './purchase-dialog.ts';
import { festival } from './sites.ts';

const isReceipt = (mail: OutboxMail) => mail.subject === `Your receipt from ${festival.title}`;

test('a ticket bought with the sandbox card is confirmed by a receipt mail that links to the dashboard', async ({
  page,
}) => {
  const email = `e2e-receipt-${Date.now()}@example.test`;
  await page.goto(festival.url);
  await storeSession(page, await sessionByCode(page, email));

  await buyPremiereTicket(page, festival.url);

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
