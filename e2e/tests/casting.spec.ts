import { expect, test } from '@playwright/test';
import { DEMO_VIEWER, demoEventId, logIn } from './api-session.ts';
import { CAST_SDK_PATTERN, FAKE_CAST_SDK } from './fake-cast-sdk.ts';
import { festival } from './sites.ts';

test('Chrome casts the film through the Google Cast sender and shows the device’s state', async ({ page }) => {
  await page.route(CAST_SDK_PATTERN, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_CAST_SDK }),
  );
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  const stage = page.getByRole('region', { name: 'Event stage' });
  const film = stage.getByLabel(/^Film player: /);
  await expect(film).toBeVisible();

  const cast = page.getByRole('button', { name: 'Cast to a device' });
  await expect(cast).toHaveAttribute('aria-pressed', 'false');
  await cast.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Playing on Living Room TV')).toBeVisible();
  // The device plays the casting address (its token in the path), and the page's player waits.
  const loaded = await page.evaluate(() => (window as unknown as { castLoaded: { url: string } }).castLoaded);
  expect(loaded.url).toContain('/media/');
  await expect.poll(() => film.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  await page.getByRole('button', { name: 'Stop casting' }).click();
  await expect(page.getByText('Playing on Living Room TV')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cast to a device' })).toBeVisible();
});
