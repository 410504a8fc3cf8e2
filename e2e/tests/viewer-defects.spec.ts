import { expect, type Page, test } from '@playwright/test';
import { api, demoEventId, logIn } from './api-session.ts';
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

  test('every dashboard tab is on the screen once chosen', async ({ page }) => {
    await logIn(page);
    await page.goto(`${festival.url}/user/dashboard?tab=profile`);
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // More tabs than a phone's width scroll; the chosen one is brought into view.
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // Scrolling places it to a fraction of a pixel.
      await expect(tab).toBeInViewport({ ratio: 0.98 });
    }
  });

  test('the change-password dialog shows its first label whole', async ({ page }) => {
    await logIn(page);
    await page.goto(`${festival.url}/user/dashboard?tab=profile`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const labelTop = await dialog
      .locator('label')
      .first()
      .evaluate((label) => label.getBoundingClientRect().top);
    const contentTop = await dialog
      .locator('.MuiDialogContent-root')
      .evaluate((content) => content.getBoundingClientRect().top);
    // Within a pixel: the label's box includes its leading, so a sub-pixel overlap cuts no text.
    expect(labelTop).toBeGreaterThanOrEqual(contentTop - 1);
  });
});

test('the account button is named by the text it shows', async ({ page }) => {
  await logIn(page);
  await page.goto(festival.url);
  const button = page.getByRole('banner').getByRole('button', { name: /, my account$/ });
  // The avatar's initial is hidden from assistive technology; the name beside it is the label.
  const visible = ((await button.locator('span[dir="auto"]').textContent()) ?? '').trim();
  expect(visible.length).toBeGreaterThan(0);
  await expect(button).toHaveAccessibleName(`${visible}, my account`);
});

test('an event with a chat room links to the room’s overview, which a guest can read', async ({ page }) => {
  await page.goto(festival.url);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${screenerId}`);
  await page.getByRole('group', { name: 'Event actions' }).getByRole('link', { name: 'Chat room' }).click();
  await expect(page).toHaveURL(`${festival.url}/screeners/chatroom/${screenerId}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Opening Night Lounge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to join' })).toBeVisible();
});

/** The wire's event type of an online-only event. */
const ONLINE_ONLY = 10;

type ListedEvent = {
  id: number;
  title: string;
  event_type: number;
  limitation: number | null;
  num_of_enrollments: number;
  films: { trailer: string | null }[];
};

async function festivalEvents(page: Page, list: 'ongoing' | 'upcoming'): Promise<ListedEvent[]> {
  const company = await api<{ company: { id: number } }>(page, 'guest/company/get', { origin: festival.url });
  const found = await api<{ data: ListedEvent[] }>(
    page,
    `guest/company/${company.data.company.id}/screenings/${list}`,
    { page: 1, perPage: 50 },
  );
  return found.data.data;
}

test('a single-film event without a trailer offers no trailer button', async ({ page }) => {
  await page.goto(festival.url);
  const events = await festivalEvents(page, 'upcoming');
  const withoutTrailer = events.find((event) => event.films.length === 1 && event.films[0]?.trailer === null);
  if (!withoutTrailer) throw new Error('the demo data has no single-film event without a trailer');
  await page.goto(`${festival.url}/screeners/${withoutTrailer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withoutTrailer.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch the trailer' })).toHaveCount(0);
});

test('the event running now is marked live, and online-only cards with room say nothing of seats', async ({
  page,
}) => {
  await page.goto(`${festival.url}/screeners/ongoing`);
  const live = page.getByRole('article').filter({ hasText: 'Opening Night' });
  await expect(live.getByText('Live now')).toBeVisible();

  const upcoming = await festivalEvents(page, 'upcoming');
  const online = upcoming.find(
    (event) =>
      event.event_type === ONLINE_ONLY &&
      (!event.limitation || event.num_of_enrollments < event.limitation / 2),
  );
  if (!online) throw new Error('the demo data has no online-only event with room to spare');
  await page.goto(`${festival.url}/screeners/upcoming`);
  const card = page.getByRole('article').filter({ hasText: online.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Seats available')).toHaveCount(0);
});

test('the on-demand list leads to the catalogue by region', async ({ page }) => {
  await page.goto(`${festival.url}/vod/movies`);
  await page.getByRole('link', { name: 'Catalogue by region' }).click();
  await expect(page).toHaveURL(`${festival.url}/vod/geo-graphical-catalogue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue by region' })).toBeVisible();
});

test('the first Tab stop skips the header to the page’s content', async ({ page }) => {
  await page.goto(festival.url);
  // The hero's main button, or whatever link or button comes first in the content.
  const firstInContent = page.getByRole('main').locator('a[href], button:not([disabled])').first();
  await expect(firstInContent).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(firstInContent).toBeFocused();
});

test('every control of the header shows a clear ring when focused from the keyboard', async ({ page }) => {
  await page.goto(festival.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server's first view has gone: the app's header is the one under the keyboard.
  await expect(page.locator('#first-view')).toHaveCount(0);
  for (let stop = 0; stop < 6; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(ring).toBe('solid 2px');
  }
});
