import { expect, test } from '@playwright/test';
import { demoEventId, logIn } from './api-session.ts';
import { festival } from './sites.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu opens the account menu, whose Logout signs the viewer out', async ({ page }) => {
    await logIn(page);
    await page.goto(festival.url);
    await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByRole('button', { name: /, my account$/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(drawer).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('screener.session'))).toBeNull();
  });
});

test('the account button is named by the text it shows', async ({ page }) => {
  await logIn(page);
  await page.goto(festival.url);
  const button = page.getByRole('banner').getByRole('button', { name: /, my account$/ });
  // The avatar's initial is hidden from assistive technology; the name beside it is the label.
  const visible = (await button.locator('span[dir="auto"]').innerText()).trim();
  expect(visible.length).toBeGreaterThan(0);
  await expect(button).toHaveAccessibleName(`${visible}, my account`);
});

test('an event with a chat room shows no button to a chat-room page that is not built yet', async ({ page }) => {
  await page.goto(festival.url);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${screenerId}`);
  await expect(page.getByRole('group', { name: 'Event actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat room' })).toHaveCount(0);
});
