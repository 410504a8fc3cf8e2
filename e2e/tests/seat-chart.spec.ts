import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api, codeFromOutbox, demoEventId, sessionByCode, storeSession } from './api-session.ts';
import { outboxMails } from './outbox.ts';
import { festival } from './sites.ts';

const GALA = 'Closing Gala at Aurora Hall';

/** A new viewer of their own in a browser of their own, on the gala's seat chart. */
async function viewerAtChart(browser: Browser, label: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: festival.url });
  const page = await context.newPage();
  await page.goto(festival.url);
  const session = await sessionByCode(page, `e2e-seats-${label}-${Date.now()}@example.test`);
  await page.evaluate((stored) => localStorage.setItem('screener.session', JSON.stringify(stored)), session);
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: GALA }).click();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  await expect(chartOf(page).getByRole('grid', { name: 'Seats of the hall' })).toBeVisible();
  return page;
}

/** The gala's overview and its Buy ticket button, which opens the enrollment dialog. */
async function buyGalaTicket(page: Page): Promise<void> {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: GALA }).click();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
}

/** The enrollment dialog's login steps for an account that signs in with an emailed code. */
async function logInInDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: GALA, exact: true });
  const mailsTo = async () => (await outboxMails()).filter((mail) => mail.to === email).length;
  const before = await mailsTo();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // A second login's code is read only once its mail is out, not the first login's.
  await expect.poll(mailsTo).toBeGreaterThan(before);
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

const chartOf = (page: Page) => page.getByRole('dialog', { name: `Choose your seats · ${GALA}` });
const seat = (page: Page, label: string) =>
  chartOf(page).getByRole('button', { name: new RegExp(`^${label},`) });

test('seats picked with the mouse and the keyboard, held and paid with the sandbox card show reserved, then booked, in another browser without a reload', async ({
  browser,
}) => {
  const first = await viewerAtChart(browser, 'first');
  const second = await viewerAtChart(browser, 'second');
  await expect(seat(second, 'G3')).toHaveAccessibleName(/, Available$/);

  // The keyboard: the chart is one tab stop; arrows move seat to seat, Space picks.
  await seat(first, 'G2').click();
  await expect(seat(first, 'G2')).toHaveAttribute('aria-pressed', 'true');
  await seat(first, 'G2').press('ArrowRight');
  await expect(seat(first, 'G3')).toBeFocused();
  await first.keyboard.press('Space');
  await expect(seat(first, 'G3')).toHaveAttribute('aria-pressed', 'true');
  await expect(chartOf(first).getByRole('heading', { name: 'Your seats (2/6)' })).toBeVisible();
  await chartOf(first).getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(first.getByRole('heading', { name: 'Payment' })).toBeVisible();

  await expect(seat(second, 'G2')).toHaveAccessibleName(/, Reserved$/);
  await expect(seat(second, 'G3')).toHaveAccessibleName(/, Reserved$/);
  await expect(seat(second, 'G3')).toHaveAttribute('aria-disabled', 'true');

  // The enrollment dialog's payment step charges the seats' total computed on the server.
  await first.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await first.getByLabel(/^Card number/).fill('4242424242424242');
  await first.getByLabel(/^Address/).fill('Fjord Street 1');
  await first.getByLabel(/^ZIP code/).fill('G11AA');
  await first.getByRole('button', { name: /^Pay / }).click();
  await expect(seat(second, 'G2')).toHaveAccessibleName(/, Booked$/);
  await expect(seat(second, 'G3')).toHaveAccessibleName(/, Booked$/);

  await first.goto(`${festival.url}/user/dashboard?tab=tickets`);
  const row = first.getByRole('listitem').filter({ hasText: GALA });
  await expect(row.getByText('Seats: G2, G3')).toBeVisible();
  await expect(row.getByRole('img', { name: `Ticket code for ${GALA}` })).toBeVisible();
});

test('a booked ticket shows its QR code in the tickets tab and downloads as a one-page PDF', async ({
  page,
}) => {
  await page.goto(festival.url);
  const session = await sessionByCode(page, `e2e-seats-ticket-${Date.now()}@example.test`);
  await storeSession(page, session);
  const galaId = await demoEventId(page, 'upcoming', GALA);
  const held = await api(
    page,
    `screenings/${galaId}/bookings/markSeatsLocked`,
    { screener_id: galaId, seat_indexes: ['10-1', '10-2'], ticket_types_discount: {} },
    session,
  );
  expect(held.error).toBeNull();
  const paid = await api<{ purchase: { status: number } }>(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: `e2e-ticket-${Date.now()}`,
      screener_id: galaId,
      card_number: '4242424242424242',
      zip_code: '12345',
      address: 'Fjord Street 1',
    },
    session,
  );
  expect(paid.data.purchase.status).toBe(30);

  await page.goto(`${festival.url}/user/dashboard?tab=tickets`);
  const row = page.getByRole('listitem').filter({ hasText: GALA });
  await expect(row.getByText('Seats: J1, J2')).toBeVisible();
  await expect(row.getByRole('img', { name: `Ticket code for ${GALA}` })).toBeVisible();
  await row.getByRole('button', { name: 'Show ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Your ticket' });
  await expect(ticket.getByRole('img', { name: `Ticket code for ${GALA}` })).toBeVisible();
  // The door code beside it, for a door whose camera cannot read the QR code.
  await expect(ticket.getByText('Door code')).toBeVisible();
  await expect(
    ticket.getByText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    ticket.getByRole('button', { name: 'Download ticket' }).click(),
  ]);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test('a visitor logs in before the chart; the seats held then come back selected, with their countdown, after a reload and after signing out and in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-seats-return-${Date.now()}@example.test`;
  const heldFor = /^Your seats are held for you for \d+:\d\d more/;

  // A visitor who is not logged in is asked to log in by the enrollment dialog before any seat.
  await buyGalaTicket(page);
  await logInInDialog(page, email);
  const dialog = page.getByRole('dialog', { name: GALA, exact: true });
  await expect(dialog.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await dialog.getByLabel('Name', { exact: false }).first().fill('Sam Returner');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();

  await seat(page, 'L8').click();
  await seat(page, 'L9').click();
  await chartOf(page).getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText(heldFor)).toBeVisible();

  // After a reload the chart opens with the held seats selected and the time the hold has left.
  await page.reload();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  await expect(seat(page, 'L8')).toHaveAttribute('aria-pressed', 'true');
  await expect(seat(page, 'L9')).toHaveAttribute('aria-pressed', 'true');
  await expect(chartOf(page).getByRole('heading', { name: 'Your seats (2/6)' })).toBeVisible();
  await expect(chartOf(page).getByText(heldFor)).toBeVisible();

  // Signed out and logged in again in the dialog: the same seats, still held.
  await chartOf(page).getByRole('button', { name: 'Close the seat chart' }).click();
  await page.getByRole('button', { name: 'Sam Returner, my account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await buyGalaTicket(page);
  await logInInDialog(page, email);
  await expect(seat(page, 'L8')).toHaveAttribute('aria-pressed', 'true');
  await expect(seat(page, 'L9')).toHaveAttribute('aria-pressed', 'true');
  await expect(chartOf(page).getByText(heldFor)).toBeVisible();
  await chartOf(page).getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
});
