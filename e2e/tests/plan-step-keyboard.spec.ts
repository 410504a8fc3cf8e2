import { expect, test } from '@playwright/test';
import { sessionByCode, storeSession } from './api-session.ts';
import { festival } from './sites.ts';

const PREMIERE = 'Midnight Sun Express: World Premiere';

test('Enter on a plan’s radio chooses it and goes on to the payment', async ({ page }) => {
  // A viewer of its own: the premiere's single ticket is bought once per viewer.
  await page.goto(festival.url);
  await storeSession(page, await sessionByCode(page, `e2e-plan-enter-${Date.now()}@example.test`));
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: PREMIERE }).click();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();

  const dialog = page.getByRole('dialog', { name: PREMIERE });
  await expect(dialog.getByRole('heading', { name: 'Choose a ticket' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const single = dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ });
  await expect(single).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(dialog.getByText('Single ticket')).toBeVisible();
});
