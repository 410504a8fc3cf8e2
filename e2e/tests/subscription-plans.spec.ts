import { expect, test } from '@playwright/test';
import { api } from './api-session.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffSignIn } from './staff-session.ts';

const MANAGER = 'manager@festival.localhost';

test('a manager creates a subscription plan and a viewer sees it on the subscription page', async ({
  page,
  browser,
}) => {
  const planName = `Night owls ${Date.now()}`;
  await staffSignIn(page, festival.url, MANAGER);
  let planId: number | null = null;
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/admin\/plans\?kind=subscriptions$/);
    await page.getByRole('button', { name: 'New subscription plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New subscription plan' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await dialog.getByRole('textbox', { name: 'Price' }).fill('4.5');
    await dialog.getByRole('spinbutton', { name: 'Trial days' }).fill('14');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${planName} is saved.`)).toBeVisible();
    const listed = await api<{ rows: { id: number }[] }>(page, 'admin/subscription-plans/list', {
      search: planName,
    });
    planId = listed.data.rows[0]?.id ?? null;
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(planName);
    const row = page.getByRole('row').filter({ hasText: planName });
    await expect(row.getByRole('gridcell', { name: '4.50 EUR' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'Monthly', exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);

    // A visitor of the site finds it among the plans, with its trial.
    const viewer = await browser.newPage();
    await viewer.goto(`${festival.url}/subscription/plans`);
    const card = viewer.getByRole('article', { name: planName });
    await expect(card.getByText('€4.50')).toBeVisible();
    await expect(card.getByText('Free trial: 14 days')).toBeVisible();
    await viewer.close();
  } finally {
    // Other specs count the festival's subscription plans: the new one leaves the site again.
    if (planId !== null) {
      await staffLogIn(page, MANAGER);
      await api(page, 'admin/subscription-plans/setActive', { id: planId, active: false });
    }
  }
});
