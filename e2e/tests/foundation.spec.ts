import { expect, type Page, test } from '@playwright/test';
import { cinema, festival, unknownHost } from './sites.ts';

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('each demo host shows its own company, language and theme', async ({ page }) => {
  await page.goto(festival.url);
  await expect(page.getByRole('banner').getByRole('img', { name: festival.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(/Screener/);
  const festivalBackground = await backgroundOf(page);

  await page.goto(cinema.url);
  await expect(page.getByRole('banner').getByRole('img', { name: cinema.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  expect(await backgroundOf(page)).not.toBe(festivalBackground);
});

test('switching to Hebrew turns the page right to left, and the choice is kept', async ({ page }) => {
  await page.goto(festival.url);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto(`${festival.url}/no/such/page/here`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${festival.url}/`);
});

test('a host name of no company lists the demo sites', async ({ page }) => {
  await page.goto(unknownHost);
  await expect(page.getByRole('link', { name: new RegExp(festival.title) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(cinema.title) })).toBeVisible();
});
