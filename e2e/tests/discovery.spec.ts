import { expect, type Page, test } from '@playwright/test';
import { festival } from './sites.ts';

/** Demo programme of the festival (apps/server/src/demo): titles the assertions rely on. */
const events = {
  live: 'Opening Night: Aurora Over the Fjord',
  premiere: 'Midnight Sun Express: World Premiere',
  talk: 'Filmmakers in Conversation',
  archive: 'Northern Voices Retrospective',
  gala: 'Closing Gala at Aurora Hall',
  hybrid: "The Lighthouse Keeper's Daughter: In the Hall and Online",
  onDemand: 'Snowbound Voices (On Demand)',
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the company home shows each section with see-more links and event cards', async ({ page }) => {
  await page.goto(festival.url);
  for (const name of ['Happening now', 'Upcoming events', 'On demand', 'Past events']) {
    await expect(section(page, name).getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const live = section(page, 'Happening now').getByRole('article', { name: events.live });
  await expect(live).toBeVisible();
  await expect(live.getByRole('img', { name: 'No image' })).toHaveCount(0);
  await expect(live.getByTestId('reserved-overlay')).toHaveCount(0);
  await expect(section(page, 'Upcoming events').getByRole('article')).toHaveCount(4);
  await section(page, 'Past events')
    .getByRole('link', { name: /See more/ })
    .click();
  await expect(page).toHaveURL(/\/screeners\/archive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Past events' })).toBeVisible();
});

test('each list shows its events; few events need no pagination', async ({ page }) => {
  const lists: [string, string, string[]][] = [
    ['/screeners/today', 'Today', [events.live]],
    ['/screeners/ongoing', 'Happening now', [events.live]],
    ['/screeners/upcoming', 'Upcoming events', [events.talk, events.premiere, events.gala, events.hybrid]],
    ['/screeners/archive', 'Past events', [events.archive]],
    ['/vod/movies', 'On demand', [events.onDemand]],
  ];
  for (const [path, heading, titles] of lists) {
    await page.goto(`${festival.url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const title of titles) await expect(card(page, title)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toHaveCount(0);
  }
  // Upcoming is soonest first.
  await page.goto(`${festival.url}/screeners/upcoming`);
  await expect(page.getByRole('article')).toHaveText([
    new RegExp(events.talk),
    new RegExp(events.premiere),
    new RegExp(events.gala),
    new RegExp(events.hybrid.replace(/[()']/g, '.')),
  ]);
  // The venue-only gala shows its type chip and seats line.
  await expect(card(page, events.gala).getByText('At the venue')).toBeVisible();
  await expect(card(page, events.gala).getByText('Seats available')).toBeVisible();
});

test('the archive search filters, shows its empty state and clears', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/archive`);
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill('retrospective');
  await expect(page).toHaveURL(/search=retrospective/);
  await expect(card(page, events.archive)).toBeVisible();
  await search.fill('no such film');
  await expect(page.getByText('No events match “no such film”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(card(page, events.archive)).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test('a list past one page paginates with named page buttons', async ({ page }) => {
  // The demo programme fits one page; the answer is stretched to ten pages (each showing the demo's
  // one real page) so the buttons appear.
  const requestedPages: number[] = [];
  await page.route('**/api/guest/company/*/screenings/upcoming', async (route) => {
    const body = route.request().postDataJSON();
    requestedPages.push(body.page);
    // The test runner cannot resolve the demo host names the browser maps to loopback.
    const response = await route.fetch({
      url: route.request().url().replace('festival.localhost', '127.0.0.1'),
      postData: { ...body, page: 1 },
    });
    const envelope = await response.json();
    envelope.data.last_page = 10;
    await route.fulfill({ response, json: envelope });
  });
  await page.goto(`${festival.url}/screeners/upcoming`);
  const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Seven items between the arrows: pages 1 to 5, a gap, page 10.
  await expect(pages.getByRole('listitem')).toHaveCount(9);
  await pages.getByRole('button', { name: 'Go to page 10' }).click();
  await expect(page).toHaveURL(/page=10/);
  await expect(pages.getByRole('button', { name: 'Page 10', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => requestedPages).toContain(10);
  // A refetch still being answered must not outlive the test.
  await page.unrouteAll({ behavior: 'wait' });
});

test('the geographic catalogue has tabs with counts and an overview', async ({ page }) => {
  await page.goto(`${festival.url}/vod/geo-graphical-catalogue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue by region' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Available\s*2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total: 2')).toBeVisible();
  await expect(page.getByRole('link', { name: events.onDemand })).toBeVisible();
  await page.getByRole('tab', { name: /Blocked\s*0/ }).click();
  await expect(page.getByText('No on-demand films are blocked in your region.')).toBeVisible();
});

test('an overview shows the event, its buttons and ticket plans; login comes first', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await card(page, events.premiere).click();
  await expect(page.getByRole('heading', { level: 1, name: events.premiere })).toBeVisible();
  await expect(page.getByText(/\(your time\)/)).toBeVisible();
  // The company's zone by the name people read, with its offset, never its IANA name.
  await expect(page.getByText(/\(United Kingdom Time, GMT(\+\d+)?\)$/)).toBeVisible();
  await expect(page.getByText(/Europe\//)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Q&A with Maja Lindqvist' })).toBeVisible();
  // The meeting's link, id and passcode are for ticket holders: a visitor is told so, not sent them.
  const qa = page.getByRole('region', { name: 'Q&A with Maja Lindqvist' });
  await expect(qa.getByText('Viewers with a ticket see the link to join the Q&A here.')).toBeVisible();
  await expect(qa.getByRole('link', { name: 'Join the meeting' })).toHaveCount(0);
  await expect(qa.getByText(/Passcode|Password/)).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  const dialog = page.getByRole('dialog', { name: events.premiere });
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});

test('an overview offers the company’s other films (its media), each leading to an event of it', async ({
  page,
}) => {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await card(page, events.premiere).click();
  const more = page.getByRole('region', { name: `More films at ${festival.title}` });
  await expect(more).toBeVisible();
  const first = more.getByRole('link').first();
  // Named by what it shows (the film's title, its director), as the accessibility walk asks.
  await expect(first).not.toHaveAttribute('aria-label');
  await expect(first).toHaveAccessibleName(/\S/);
  await first.click();
  await expect(page).toHaveURL(/\/screeners\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the trailer dialog plays the film’s HLS trailer to a logged-out visitor', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await card(page, events.gala).click();
  await page.getByRole('button', { name: 'Watch the trailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trailer: Aurora Over the Fjord' });
  await expect(dialog).toBeVisible();
  const video = dialog.getByLabel('Trailer of Aurora Over the Fjord');
  await expect(video).toBeVisible();
  await expect(dialog.getByText('The trailer is not available.')).toHaveCount(0);
  // Playing, not just shown: the trailer route serves it without the stream cookie.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an unknown event goes back to the home page', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/999999`);
  await expect(page).toHaveURL(`${festival.url}/`);
});

test('the lists speak Hebrew right to left', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/upcoming`);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'אירועים קרובים' })).toBeVisible();
  await expect(card(page, events.gala).getByText('באולם')).toBeVisible();
});

test('embed mode leaves out the header and footer', async ({ page }) => {
  await page.goto(`${festival.url}/screeners/upcoming?allowEmbed=true`);
  await expect(card(page, events.premiere)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a phone shows two cards a row and two per home section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(festival.url);
  // Below the fold on a phone, the programme and the lists load once the visitor scrolls.
  const standIn = page.getByRole('progressbar', { name: 'Loading events' });
  await expect(standIn).toBeVisible();
  await expect(section(page, 'Upcoming events')).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(section(page, 'Upcoming events').getByRole('article')).toHaveCount(2);
  await page.goto(`${festival.url}/screeners/upcoming`);
  await expect(page.getByRole('article')).toHaveCount(4);
  const boxes = await page
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(boxes).toHaveLength(4);
  expect(boxes[0]).toBe(boxes[1]);
  expect(boxes[2]).toBeGreaterThan(boxes[0] ?? 0);
});
