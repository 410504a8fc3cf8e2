import { expect, type Page, test } from '@playwright/test';
import { festival } from './sites.ts';

/** Demo programme of the festival (apps/server/src/demo): titles the assertions rely on. */
const events = {
  live: 'Opening Night: Aurora Over the Fjord',
  talk: 'Filmmakers in Conversation',
  premiere: 'Midnight Sun Express: World Premiere',
  gala: 'Closing Gala at Aurora Hall',
  hybrid: "The Lighthouse Keeper's Daughter: In the Hall and Online",
};

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the festival home leads with the event running now, its picture first and its main button', async ({
  page,
}) => {
  await page.goto(festival.url);
  const hero = page.getByTestId('festival-hero');
  await expect(hero.getByRole('heading', { name: events.live })).toBeVisible();
  await expect(hero.getByText('Live now')).toBeVisible();
  const picture = hero.locator('img');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('loading', 'eager');
  // The free event's main button, as on its overview; Details opens the overview.
  await expect(hero.getByRole('button', { name: 'Watch' })).toBeVisible();
  await hero.getByRole('link', { name: /^Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: events.live })).toBeVisible();
});

test('the programme shows the festival by day and filters to the events at the venue', async ({ page }) => {
  await page.goto(festival.url);
  const programme = section(page, 'Programme');
  await expect(programme.getByText(/^Times in /)).toBeVisible();
  const days = programme.getByRole('tablist', { name: 'Festival days' });
  const tabs = days.getByRole('tab');
  // Today, the talk, the premiere, the gala and the hybrid evening: at least four different days.
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThanOrEqual(4);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = programme.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: events.live })).toBeVisible();
  await expect(panel.getByText('Online').first()).toBeVisible();
  await expect(panel.locator('time').first()).toHaveText(/\d{1,2}[:.]\d{2}/);

  // The talk is tomorrow or the day after in London: one of the next two tabs.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: events.live })).toHaveCount(0);
  await expect(
    panel.getByRole('link', { name: new RegExp(`${events.talk}|${events.premiere}`) }).first(),
  ).toBeVisible();
  // The keyboard moves along the tabs and Enter picks one.
  await tabs.nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');

  await page
    .getByRole('group', { name: 'Show events' })
    .getByRole('button', { name: 'At the venue' })
    .click();
  await expect(page).toHaveURL(/format=venue/);
  // Only the gala's and the hybrid evening's days are left, the gala's first.
  await expect(tabs).toHaveCount(2);
  await expect(panel.getByRole('link', { name: events.gala })).toBeVisible();
  await expect(panel.getByText(/Aurora Hall/).first()).toBeVisible();
  await tabs.nth(1).click();
  await expect(panel.getByRole('link', { name: events.hybrid })).toBeVisible();
  await expect(panel.getByText(/and online$/)).toBeVisible();
  // The lists below follow the same filter: nothing running now is at the venue.
  await expect(section(page, 'Happening now')).toHaveCount(0);
  await expect(section(page, 'Upcoming events').getByRole('article')).toHaveCount(2);

  const venue = page.getByRole('button', { name: /Aurora Hall/ });
  await venue.click();
  await expect(venue).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/venue=Aurora/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/format=/);
  await expect(tabs.nth(3)).toBeVisible();
});

test('the overview of a single film lists its programme details', async ({ page }) => {
  await page.goto(festival.url);
  await page.getByRole('link', { name: events.premiere }).first().click();
  const details = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: 'Running time' })).toBeVisible();
  await expect(details.filter({ hasText: '112 minutes' })).toBeVisible();
  await expect(details.filter({ hasText: 'Sweden and Finland' })).toBeVisible();
  await expect(details.filter({ hasText: 'Swedish, Finnish, and English' })).toBeVisible();
  await expect(details.filter({ hasText: 'Thriller' })).toBeVisible();
});
