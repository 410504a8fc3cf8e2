import { expect, type Page, test } from '@playwright/test';
import { api, codeFromOutbox, type Session, storeSession, toSession } from './api-session.ts';
import { festival } from './sites.ts';

const SANDBOX_SUCCESS_CARD = '4242424242424242';
const PASS_NAME = 'Festival pass';
const ON_DEMAND_TITLE = 'Snowbound Voices (On Demand)';

/**
 * A viewer new to the site (so no pass is bought yet, whatever other specs bought for the demo
 * viewer), signed up through the API and stored where the web app keeps its session.
 */
async function signUpNewViewer(page: Page): Promise<void> {
  await page.goto(festival.url);
  const email = `passes-${Date.now()}@example.test`;
  const registered = await api<{ otp: { key: string } }>(page, 'customer/registration', {
    email,
    name: 'Pat Passholder',
  });
  expect(registered.error).toBeNull();
  const verified = await api<Session>(page, 'consumer/verifyOTP', {
    key: registered.data.otp.key,
    otp: await codeFromOutbox(email),
  });
  expect(verified.error).toBeNull();
  await storeSession(page, toSession(verified.data));
}

test('a viewer browses the passes, buys one with the sandbox card and watches an event it covers', async ({
  page,
}) => {
  await signUpNewViewer(page);

  // The header's Buy Passes leads to the list; /pricing redirects there keeping the query.
  await page.goto(festival.url);
  await page.getByRole('link', { name: 'Buy Passes' }).first().click();
  await expect(page).toHaveURL(`${festival.url}/pricing/plans`);
  await page.goto(`${festival.url}/pricing?ref=header`);
  await expect(page).toHaveURL(`${festival.url}/pricing/plans?ref=header`);

  const card = page.getByRole('article', { name: PASS_NAME });
  await expect(card.getByText('€25.00')).toBeVisible();
  await expect(card.getByText('Screenings: 3')).toBeVisible();
  await expect(card.getByText(/^Valid until /)).toBeVisible();
  await expect(card.getByText('Purchased')).toHaveCount(0);

  // The detail page: its screenings, each linking to its event.
  await card.getByRole('link', { name: `Details of ${PASS_NAME}` }).click();
  await expect(page).toHaveURL(/\/pricing\/\d+$/);
  await expect(page).toHaveTitle(/^Plan overview/);
  await expect(page.getByRole('heading', { level: 1, name: PASS_NAME })).toBeVisible();
  const screenings = page.getByRole('listitem');
  await expect(screenings).toHaveCount(3);
  await expect(screenings.getByRole('link', { name: ON_DEMAND_TITLE })).toBeVisible();
  await expect(screenings.getByText(/^Directed by /).first()).toBeVisible();
  const passUrl = page.url();

  // Buy opens the enrollment dialog in pass mode; the sandbox success card pays.
  await page.getByRole('button', { name: `Buy ${PASS_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: PASS_NAME });
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await dialog.getByLabel(/^Card number/).fill(SANDBOX_SUCCESS_CARD);
  await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
  await dialog.getByLabel(/^ZIP code/).fill('12345');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByRole('status')).toContainText('Your festival pass is ready');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Bought: the badge shows and Buy is gone, on the list and on the detail page.
  await page.goto(`${festival.url}/pricing/plans`);
  await expect(card.getByText('Purchased')).toBeVisible();
  await expect(card.getByRole('button', { name: `Buy ${PASS_NAME}` })).toHaveCount(0);
  await page.goto(passUrl);
  await expect(page.getByText('Purchased')).toBeVisible();
  await expect(page.getByRole('button', { name: `Buy ${PASS_NAME}` })).toHaveCount(0);

  // An event of the pass: bought through it, the viewer takes part and reaches the watch page.
  await page.getByRole('link', { name: ON_DEMAND_TITLE }).click();
  await expect(page).toHaveURL(/\/screeners\/\d+$/);
  const eventUrl = page.url();
  await page.getByRole('button', { name: 'Join with my ticket' }).click();
  const enrolled = page.getByRole('dialog');
  await expect(enrolled.getByRole('status')).toContainText('You are enrolled');
  await enrolled.getByRole('button', { name: 'Done' }).click();
  await page
    .getByRole('link', { name: 'Watch' })
    .or(page.getByRole('button', { name: 'Watch' }))
    .first()
    .click();
  await expect(page).toHaveURL(`${eventUrl}/watch`);
  await expect(page.getByText(/not authorized/i)).toHaveCount(0);
});

test('the passes list says what it is loading, and an unknown pass is not found', async ({ page }) => {
  // The answer is held until the loading text has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/monetization/listPricing', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${festival.url}/pricing/plans`);
  await expect(page.getByText('Please wait while we load the Passes.....')).toBeVisible();
  release();
  await expect(page.getByRole('article', { name: PASS_NAME })).toBeVisible();

  await page.goto(`${festival.url}/pricing/999999`);
  await expect(page.getByRole('alert').filter({ hasText: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
