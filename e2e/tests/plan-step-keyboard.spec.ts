import { expect, test } from '@playwright/test';
import { sessionByCode, storeSession } from './api-session.ts';
import { openPremiereTickets } from './purchase-dialog.ts';
import { festival } from './sites.ts';

test('Enter on a plan’s radio chooses it and goes on to the payment', async ({ page }) => {
  // A viewer of its own: the premiere's single ticket is bought once per viewer.
  await page.goto(festival.url);
  await storeSession(page, await sessionByCode(page, `e2e-plan-enter-${Date.now()}@example.test`));
  const dialog = await openPremiereTickets(page, festival.url);
  await expect(dialog.getByRole('heading', { name: 'Choose a ticket' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const single = dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ });
  await expect(single).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(dialog.getByText('Single ticket')).toBeVisible();
});
