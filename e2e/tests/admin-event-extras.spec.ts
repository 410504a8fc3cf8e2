import { expect, test } from '@playwright/test';
import { api } from './api-session.ts';
import { pngBytes } from './png.ts';
import { festival } from './sites.ts';
import { staffSignIn } from './staff-session.ts';

test('a manager uploads an event picture, previews the draft, and only staff see it', async ({
  page,
  context,
  browser,
}) => {
  // Two browsers, an upload and three sites' pages: more than one page's worth of steps.
  test.setTimeout(120_000);
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.goto(`${festival.url}/admin/events/new`);
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  const title = `Quiet draft ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: pngBytes(1600, 1200) });
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByRole('textbox', { name: 'Picture address' })).toHaveValue(
    /^\/uploads\/event-images\/[0-9a-f]{32}\.jpg$/,
  );
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/screeners\/\d+\?preview=1$/);
  const banner = preview.getByTestId('preview-banner');
  await expect(banner).toContainText('Preview');
  await expect(banner).toContainText('This event is a draft');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('img[src^="/uploads/event-images/"]')).toBeVisible();

  // A visitor without the back-office's cookie sees nothing of the draft, with or without preview.
  const guest = await browser.newContext();
  const stranger = await guest.newPage();
  await stranger.goto(preview.url());
  await expect(stranger.getByText('Only the organiser’s staff')).toBeVisible();
  await expect(stranger.getByRole('heading', { name: title })).toHaveCount(0);
  await stranger.goto(preview.url().replace(/\?preview=1$/, ''));
  await expect(stranger).toHaveURL(`${festival.url}/`);
  await expect(stranger.getByRole('heading', { name: title })).toHaveCount(0);
  await guest.close();
});

test('a manager opens the live page of a published event and sees the viewer count', async ({ page }) => {
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  const answer = await api<{ rows: { id: number; title: string }[] }>(page, 'admin/events/list', {
    published: 'published',
  });
  const [event] = answer.data.rows;
  if (!event) throw new Error('the demo festival has no published event');
  await page.goto(`${festival.url}/admin/events/${event.id}`);
  await page.getByRole('link', { name: 'Live' }).click();
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(page.getByText('Watching now')).toBeVisible();
  await expect(page.getByTestId('live-count')).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Playing now' })).toBeVisible();
});
