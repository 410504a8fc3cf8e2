import { expect, type Page, test } from '@playwright/test';
import { api, demoEventId, sessionByCode, storeSession } from './api-session.ts';
import { answerPaypalScript } from './paypal-offline.ts';
import { festival } from './sites.ts';

const PREMIERE = 'Midnight Sun Express: World Premiere';

/**
 * Collects console errors and page errors. A refusal of an API call answers HTTP 200 with the error
 * in the envelope (decision record 0047), so even the refusals this visit meets (a wrong code, a
 * watch page the viewer may not open yet) log no "Failed to load resource".
 */
function watchConsole(page: Page): string[] {
  const faults: string[] = [];
  page.on('pageerror', (error) => faults.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`${message.text()} ${message.location().url}`);
  });
  return faults;
}

test('a visit through home, a mistyped address, an overview, a wrong code, the enrollment dialog and watch pages not open yet or not to the viewer logs no error', async ({
  page,
}) => {
  const faults = watchConsole(page);
  // The festival offers PayPal; its script comes from PayPal, which the tests cannot reach.
  await answerPaypalScript(page);

  await page.goto(festival.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A mistyped address names no company page: not found, and nothing to log.
  await page.goto(`${festival.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: PREMIERE }).click();
  await expect(page.getByRole('heading', { level: 1, name: PREMIERE })).toBeVisible();
  const screenerPath = new URL(page.url()).pathname;

  // The dialog of a visitor starts with the login.
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  const dialog = page.getByRole('dialog', { name: PREMIERE });
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(`e2e-console-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Verification code');
  await code.fill('0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // A signed-in viewer who bought nothing: the plan and payment steps, then the watch page.
  const buyer = await sessionByCode(page, `e2e-console-buyer-${Date.now()}@example.test`);
  await storeSession(page, buyer);
  await page.goto(`${festival.url}${screenerPath}`);
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  await dialog.getByRole('radio', { name: /^Single ticket/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${festival.url}${screenerPath}/watch`);
  // Told so in a passing toast, the viewer is led back to the overview.
  await expect(page).toHaveURL(`${festival.url}${screenerPath}`);
  await expect(page.getByRole('heading', { level: 1, name: PREMIERE })).toBeVisible();

  // Enrolled in a free talk that has not started: the watch page counts down.
  const talkId = await demoEventId(page, 'upcoming', 'Filmmakers in Conversation');
  expect((await api(page, 'enroll', { screener_id: talkId }, buyer)).error).toBeNull();
  await page.goto(`${festival.url}/screeners/${talkId}/watch`);
  await expect(page.getByRole('timer')).toBeVisible();

  expect(faults).toEqual([]);
});
