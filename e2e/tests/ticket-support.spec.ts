import { expect, type Page, test } from '@playwright/test';
import { api, demoEventId, type Session, sessionByCode, storeSession } from './api-session.ts';
import { festival } from './sites.ts';

const GALA = 'Closing Gala at Aurora Hall';

/** A new viewer with a booked, paid gala ticket (seats picked and paid through the API). */
async function viewerWithTicket(page: Page, seatIndexes: string[]): Promise<Session> {
  await page.goto(festival.url);
  const session = await sessionByCode(page, `e2e-ticket-support-${Date.now()}@example.test`);
  await storeSession(page, session);
  const galaId = await demoEventId(page, 'upcoming', GALA);
  const held = await api(
    page,
    `screenings/${galaId}/bookings/markSeatsLocked`,
    { screener_id: galaId, seat_indexes: seatIndexes, ticket_types_discount: {} },
    session,
  );
  expect(held.error).toBeNull();
  const paid = await api<{ purchase: { status: number } }>(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: `e2e-ticket-support-${Date.now()}`,
      screener_id: galaId,
      card_number: '4242424242424242',
      zip_code: '12345',
      address: 'Fjord Street 1',
    },
    session,
  );
  expect(paid.data.purchase.status).toBe(30);
  return session;
}

test('a ticket’s Support question is sent from the tickets tab, with Submit disabled while it is empty', async ({
  page,
}) => {
  await viewerWithTicket(page, ['11-1']);
  await page.goto(`${festival.url}/user/dashboard?tab=tickets`);
  const row = page.getByRole('listitem').filter({ hasText: GALA });
  await row.getByRole('button', { name: 'Support' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ask about this booking' });
  await expect(dialog.getByText(`${GALA} · seats K1`)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const question = dialog.getByRole('textbox', { name: 'Your question' });
  await question.fill('   ');
  await expect(submit).toBeDisabled();
  await question.fill('Is there step-free access to row K?');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'Thank you, your question about this booking has been sent. We will get back to you soon.',
    ),
  ).toBeVisible();
});

test('a paid ticket shows its receipt and takes a refund request from the tickets tab', async ({ page }) => {
  await viewerWithTicket(page, ['11-3']);
  await page.goto(`${festival.url}/user/dashboard?tab=tickets`);
  const row = page.getByRole('listitem').filter({ hasText: GALA });

  const receipt = row.getByRole('link', { name: 'Download receipt' });
  await expect(receipt).toHaveAttribute('href', /^\/payments\/sandbox\/receipt\/sbx_\d+_[0-9a-f]{12}_ok$/);
  const receiptPage = await page.evaluate(
    (href) => fetch(href).then((response) => response.text()),
    (await receipt.getAttribute('href')) ?? '',
  );
  expect(receiptPage).toContain('Receipt (test mode)');

  await row.getByRole('button', { name: 'Refund request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund or modification request' });
  await expect(dialog.getByText(GALA)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('I cannot come that evening');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your request has been submitted to the organisers')).toBeVisible();

  // The same request again while the first is open is refused with the server's words.
  await row.getByRole('button', { name: 'Refund request' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Still cannot come');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You already have an open request of this type');
});
