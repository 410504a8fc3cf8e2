import { expect, test } from '@playwright/test';
import { festival } from './sites.ts';

const premiere = 'Midnight Sun Express: World Premiere';

test('old event links redirect to the overview, the login and the watch route (spec part 2 §2.1)', async ({
  page,
}) => {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('article', { name: premiere }).click();
  await expect(page).toHaveURL(/\/screeners\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1);

  await page.goto(`${festival.url}/upcoming/${id}/register`);
  await expect(page).toHaveURL(`${festival.url}/screeners/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: premiere })).toBeVisible();

  await page.goto(`${festival.url}/upcoming/${id}/register/42`);
  await expect(page).toHaveURL(`${festival.url}/login?redirect=%2Fscreeners%2F${id}`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();

  // The watch page asks a logged-out viewer to log in first, with the watch page as the way back.
  await page.goto(`${festival.url}/today/${id}/login`);
  await expect(page).toHaveURL(
    new RegExp(`/(screeners/${id}/watch|login\\?redirect=%2Fscreeners%2F${id}%2Fwatch)$`),
  );
});
