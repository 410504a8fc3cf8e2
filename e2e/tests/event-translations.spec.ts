import { expect, test } from '@playwright/test';
import { festival } from './sites.ts';
import { staffSignIn } from './staff-session.ts';

test('a Spanish visitor of the English festival reads the Spanish texts staff wrote for an event', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.goto(`${festival.url}/admin/events/new`);
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  const title = `Harbour lights ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);

  // The texts' tabs move with the keyboard: the default language first, then Spanish.
  const english = page.getByRole('tab', { name: /^English/ });
  await expect(english).toHaveAttribute('aria-selected', 'true');
  await english.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Español/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const spanish = page.getByRole('tabpanel');
  await spanish.getByRole('textbox', { name: 'Title' }).fill(`Luces del puerto ${title.slice(-6)}`);
  await spanish.getByRole('textbox', { name: 'Description' }).fill('Una noche de cine junto al mar.');

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the event is on the site.')).toBeVisible();
  const id = /\/admin\/events\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeDefined();

  const visitor = await browser.newContext();
  const viewer = await visitor.newPage();
  // A visitor who chose Español in the site's language menu.
  await viewer.addInitScript(() => localStorage.setItem('screener.language', 'es'));
  await viewer.goto(`${festival.url}/screeners/${id}`);
  await expect(viewer.getByRole('heading', { name: `Luces del puerto ${title.slice(-6)}` })).toBeVisible();
  await expect(viewer.getByText('Una noche de cine junto al mar.')).toBeVisible();
  await expect(viewer.getByText(title)).toHaveCount(0);
  await visitor.close();

  // Off the site again, so the festival's lists keep the events the other specs count.
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText('The event is no longer on the site.')).toBeVisible();
});
