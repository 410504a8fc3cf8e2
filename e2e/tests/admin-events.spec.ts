import { expect, test } from '@playwright/test';
import { festival } from './sites.ts';
import { staffSignIn } from './staff-session.ts';

test('a manager creates an event with a film, publishes it and opens it on the viewer site', async ({
  page,
  context,
}) => {
  // The new event's default times come from the browser's clock: an evening's, so the default end
  // is late at night. A year typed digit by digit (2, 20, 203, 2030) once passed through years of
  // London's local mean time and moved that end past midnight, the typed date a day later.
  await page.clock.setSystemTime(new Date('2026-11-29T19:40:00Z'));
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();

  const title = `Harbour premiere ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Add a film by title' }).fill('Aurora');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('list').getByText('Aurora', { exact: false })).toBeVisible();
  // A player rule and the live chat travel with the event and come back after saving.
  await page.getByRole('switch', { name: 'No skipping ahead' }).check();
  await page.getByRole('switch', { name: 'Live chat' }).check();

  // Dates are typed as the festival's locale (en-GB) writes them: the day first.
  const starts = page.getByRole('group', { name: 'Starts', exact: true });
  const ends = page.getByRole('group', { name: 'Ends', exact: true });
  await starts.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('251220301800');
  await expect(starts).toContainText('25/12/2030 18:00');
  // The end, still on the default day, now comes before the start: Create, far below, takes the
  // manager up to the field, with its message in view.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(ends.getByRole('spinbutton', { name: 'Day' })).toBeFocused();
  await expect(ends).toBeInViewport();
  await expect(page.getByText('The end must come after the start.')).toBeInViewport();
  await page.keyboard.type('251220302030');
  await expect(ends).toContainText('25/12/2030 20:30');

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'No skipping ahead' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Live chat' })).toBeChecked();
  await expect(starts).toContainText('25/12/2030 18:00');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the event is on the site.')).toBeVisible();

  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(viewer).toHaveURL(/\/screeners\/\d+\?preview=1$/);
  await expect(viewer.getByRole('heading', { name: title })).toBeVisible();

  // Off the site again, so the festival's lists keep the events the other specs count.
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText('The event is no longer on the site.')).toBeVisible();
});

test('a demo event, its poster an inline picture, saves again unchanged', async ({ page }) => {
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'Filmmakers in Conversation' }).click();
  await expect(page.getByRole('heading', { name: 'Filmmakers in Conversation' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The event picture' })).toHaveAttribute('src', /^data:image\//);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
});
