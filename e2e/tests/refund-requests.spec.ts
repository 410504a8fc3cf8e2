import { expect, test } from '@playwright/test';
import { api, sessionByCode, storeSession } from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { buyPremiereTicket } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

type OrderPage = { rows: { id: number; state: string }[] };

test('a viewer asks for a refund, staff approve it from the inbox, and the sandbox refund ends the viewer’s access', async ({
  page,
}) => {
  const email = `e2e-refund-${Date.now()}@example.test`;
  await page.goto(festival.url);
  const session = await sessionByCode(page, email);
  await storeSession(page, session);

  // The viewer buys a ticket with the sandbox card.
  await buyPremiereTicket(page, festival.url);

  // Staff find the order by the viewer's address; the viewer asks for the money back.
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const orders = await api<OrderPage>(page, 'admin/orders/list', { search: email });
  const order = orders.data.rows[0];
  expect(order?.state).toBe('paid');
  const asked = await api<{ message: string }>(
    page,
    'createCancellationRequest',
    { purchase_id: order?.id, reason: 'I cannot come after all' },
    session,
  );
  expect(asked.data.message).toBe('Your request has been submited to admin');

  // Staff approve it from the inbox.
  await page.goto(`${festival.url}/admin/requests`);
  const request = page.getByRole('article').filter({ hasText: email });
  await expect(request.getByText('I cannot come after all')).toBeVisible();
  await request.getByRole('textbox', { name: 'Your answer' }).fill('Refunded, hope to see you next year');
  await request.getByRole('button', { name: 'Approve and refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve and refund' }).click();
  await expect(page.getByText('Your answer was sent.')).toBeVisible();

  // The sandbox refund landed: the order is refunded and grants nothing.
  const refunded = await api<OrderPage>(page, 'admin/orders/list', { search: email });
  expect(refunded.data.rows[0]?.state).toBe('refunded');
  await page.goto(`${festival.url}/admin/orders/${order?.id}`);
  await expect(page.getByText('Cancelled: grants nothing')).toBeVisible();

  // The viewer is told in the outbox: the answer and the refund.
  await expect
    .poll(
      async () =>
        (await newestMailTo(email, (mail) => mail.subject === `${festival.title} refunded your order`))
          ?.text ?? '',
    )
    .toContain('refunded your order in full');
  await expect
    .poll(
      async () =>
        (await newestMailTo(email, (mail) => mail.subject === `Your request to ${festival.title}`))?.text ??
        '',
    )
    .toContain('Refunded, hope to see you next year');
});
