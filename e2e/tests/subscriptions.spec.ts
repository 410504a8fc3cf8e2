import { expect, type Page, test } from '@playwright/test';
import {
  api,
  codeFromOutbox,
  moveServerClock,
  type Session,
  storeSession,
  toSession,
} from './api-session.ts';
import { festival } from './sites.ts';

const SANDBOX_SUCCESS_CARD = '4242424242424242';
/** Saved well, declined whenever charged (decision 0010). */
const SANDBOX_CHARGE_FAILS_CARD = '4000000000000341';
const DAY_MS = 24 * 3600 * 1000;
const PLAN_NAME = 'Festival Monthly';
const ON_DEMAND_TITLE = 'Snowbound Voices (On Demand)';

/** A viewer new to the site, so no subscription or rental exists yet, signed up through the API. */
async function signUpNewViewer(page: Page): Promise<void> {
  await page.goto(festival.url);
  const email = `subscriber-${Date.now()}@example.test`;
  const registered = await api<{ otp: { key: string } }>(page, 'customer/registration', {
    email,
    name: 'Sam Subscriber',
  });
  expect(registered.error).toBeNull();
  const verified = await api<Session>(page, 'consumer/verifyOTP', {
    key: registered.data.otp.key,
    otp: await codeFromOutbox(email),
  });
  expect(verified.error).toBeNull();
  await storeSession(page, toSession(verified.data));
}

test('a viewer subscribes with the sandbox card, watches an on-demand film with no rental, cancels, reactivates, opens an invoice, and pays a past-due invoice', async ({
  page,
}) => {
  // One long story: subscribe, pay, the tab, a download, two confirmations, the watch page, then a
  // failed renewal paid from the tab.
  test.setTimeout(150_000);
  await signUpNewViewer(page);

  // The header's Pricing leads to the plans; /subscription redirects there.
  await page.goto(festival.url);
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(`${festival.url}/subscription/plans`);
  const card = page.getByRole('article', { name: PLAN_NAME });
  await expect(card.getByText('€9.99')).toBeVisible();

  // Subscribe opens the checkout dialog; Disagree closes it, Agree goes on to payment.
  await card.getByRole('button', { name: `Subscribe to ${PLAN_NAME}` }).click();
  const checkout = page.getByRole('dialog', { name: PLAN_NAME });
  await expect(checkout.getByRole('link', { name: 'See catalogue' })).toHaveAttribute(
    'href',
    '/vod/geo-graphical-catalogue',
  );
  await checkout.getByRole('button', { name: 'Disagree' }).click();
  await expect(checkout).toBeHidden();
  await card.getByRole('button', { name: `Subscribe to ${PLAN_NAME}` }).click();
  await checkout.getByRole('button', { name: 'Agree', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: PLAN_NAME });
  await dialog.getByLabel(/^Card number/).fill(SANDBOX_SUCCESS_CARD);
  await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
  await dialog.getByLabel(/^ZIP code/).fill('12345');
  await dialog.getByRole('button', { name: 'Pay €9.99' }).click();

  // The success page, then the dashboard's subscription tab.
  await expect(page).toHaveURL(`${festival.url}/subscription/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription has started' })).toBeVisible();
  await page.getByRole('link', { name: 'Open your subscription' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=subscription$/);
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('VISA ending in 4242')).toBeVisible();

  // One paid invoice; its PDF is made by the server.
  const invoices = page.getByRole('table');
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByText('Paid', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /^Download invoice .* as PDF$/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^invoice-.*\.pdf$/);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // Cancel at period end, then reactivate, each after a confirmation.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await expect(page.getByText('Your subscription ends at the end of the current period.')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toHaveCount(0);

  // An on-demand film opens to the subscriber with no rental bought.
  await page.goto(`${festival.url}/vod/movies`);
  await page.getByRole('link', { name: ON_DEMAND_TITLE }).first().click();
  await expect(page).toHaveURL(/\/screeners\/\d+$/);
  const eventUrl = page.url();
  await page
    .getByRole('button', { name: /^(Watch|Join with my ticket)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${eventUrl}/watch`);
  await expect(page.getByText(/not authorized|expired/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Watch now' })).toHaveCount(0);

  // The card is changed to one declined whenever charged; the period ends and the renewal fails.
  // The browser's clock follows the server's, so its signed calls stay within the allowed skew.
  await page.clock.install();
  await page.goto(`${festival.url}/user/dashboard?tab=subscription`);
  await page.getByRole('button', { name: 'Change card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Change your card' });
  await cardDialog.getByLabel(/^Card number/).fill(SANDBOX_CHARGE_FAILS_CARD);
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was changed.')).toBeVisible();
  await expect(page.getByText('VISA ending in 0341')).toBeVisible();
  let moved = 0;
  try {
    // Two steps, each shorter than a session's idle limit, past the month's end.
    // The app is left for a page of plain JSON on the same site while both clocks move: a call
    // signed by the page's old clock reaching the moved server would fall outside the allowed
    // skew and sign the viewer out.
    for (const days of [16, 16]) {
      await page.goto(`${festival.url}/.well-known/oauth-authorization-server`);
      await moveServerClock(page, days * DAY_MS);
      moved += days * DAY_MS;
      await page.clock.setSystemTime(Date.now() + moved);
      await page.goto(`${festival.url}/user/dashboard?tab=subscription`);
      // The tab's signed calls note the session's use; without them the second step would find it
      // idle for longer than its limit.
      await expect(page.getByText('VISA ending in 0341')).toBeVisible();
    }
    // The billing round runs on its timer (every 2 seconds on this server).
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Payment due', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Your last payment failed.' })).toBeVisible();

    // Paid with another card, the subscription is active again.
    await page.getByRole('button', { name: 'Pay with another card' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay the due invoice' });
    await payDialog.getByLabel(/^Card number/).fill(SANDBOX_SUCCESS_CARD);
    await payDialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment received: your subscription is active again.')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('VISA ending in 4242')).toBeVisible();
    await expect(page.getByRole('table').getByText('Due', { exact: true })).toHaveCount(0);
  } finally {
    await moveServerClock(page, -moved);
    await page.clock.setSystemTime(Date.now());
  }
});
