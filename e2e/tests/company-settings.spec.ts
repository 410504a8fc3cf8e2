import { expect, type Page, test } from '@playwright/test';
import { api } from './api-session.ts';
import { festival } from './sites.ts';

const DEMO_STAFF_PASSWORD = 'screener-staff';

async function signIn(page: Page, email: string) {
  await page.goto(`${festival.url}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).last().fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('an owner changes the title and the page colour, and the site shows them', async ({ page }) => {
  await signIn(page, 'owner@festival.localhost');
  // Put the demo site back afterwards: other specs read its title and theme.
  const saved = await api<{ settings: { general: object; theme: object } }>(page, 'admin/settings/get', {});
  const original = saved.data.settings;

  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Payments' })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Site title' });
    await title.fill('Aurora Screen Nights');
    // The footer line says where it shows, and the site shows it.
    const footerLine = page.getByRole('textbox', { name: 'Footer line' });
    await expect(page.getByText('Shown at the foot of every page', { exact: false })).toBeVisible();
    await footerLine.fill('Aurora Screen Nights, with the Glasgow Film Society');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. The site shows the change now.')).toBeVisible();

    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#102030');
    const preview = page.getByTestId('theme-preview');
    // The demo festival has a logo: the header shows it, named by the new title.
    await expect(preview.getByRole('img', { name: 'Aurora Screen Nights' })).toBeVisible();
    await expect(preview).toHaveCSS('background-color', 'rgb(16, 32, 48)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. The site shows the change now.').first()).toBeVisible();

    await page.goto(`${festival.url}/`);
    await expect(page.getByRole('link', { name: 'Aurora Screen Nights home page' })).toBeVisible();
    await expect.poll(() => backgroundOf(page)).toBe('rgb(16, 32, 48)');
    await expect(
      page.getByRole('contentinfo').getByText('Aurora Screen Nights, with the Glasgow Film Society'),
    ).toBeVisible();
  } finally {
    await page.goto(`${festival.url}/admin`);
    await api(page, 'admin/settings/general/update', original.general);
    await api(page, 'admin/settings/theme/update', original.theme);
  }
});

test('a manager opens the settings without the payment settings', async ({ page }) => {
  await signIn(page, 'manager@festival.localhost');
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Theme' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveCount(0);
  const refused = await api(page, 'admin/settings/payments/get', {});
  expect(refused.error?.code).toBe(403);
});
