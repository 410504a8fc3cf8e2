import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_VIEWER, demoEventId, logIn, moveServerClock, type Session } from './api-session.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf, staffSignIn } from './staff-session.ts';

const SANDBOX_SUCCESS_CARD = '4242424242424242';
const HOUR_MS = 3600 * 1000;

const stage = (page: Page) => page.getByRole('region', { name: 'Event stage' });

/**
 * The open watch page is in the event's realtime room once its live count shows (the count is the
 * join's answer): what changes before the join arrives with the event, what changes after is pushed.
 */
async function expectInTheRoom(page: Page): Promise<void> {
  await expect(page.getByText(/^Watching now: \d+$/)).toBeVisible();
}

test('a live event before its start counts down on the watch page', async ({ page }) => {
  const session = await logIn(page, DEMO_VIEWER);
  const talkId = await demoEventId(page, 'upcoming', 'Filmmakers in Conversation');
  expect((await api(page, 'enroll', { screener_id: talkId }, session)).error).toBeNull();

  await page.goto(`${festival.url}/screeners/${talkId}/watch`);
  await expect(page.getByRole('heading', { name: 'The event has not started yet' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Starts in\s*1d \d\d:\d\d:\d\d/);
  await expect(stage(page)).toHaveCount(0);
});

test('a company switches on a stream and the open watch page shows it without a reload', async ({ page }) => {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  await expect(page.getByRole('heading', { name: /^Opening Night/, level: 1 })).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expectInTheRoom(page);

  await staffLogIn(page, staffOf('festival.localhost').owner);
  const change = (body: object) => api(page, `admin/screenings/${liveId}/streams/change`, body);
  try {
    const switched = await change({
      type: 'custom_embed',
      active: true,
      force: true,
      // Embed code is kept only as https iframes (SECURITY.md, "Input").
      meta: {
        source_code: '<iframe src="https://live.example.test/aurora-hall" title="Aurora Hall"></iframe>',
      },
    });
    expect(switched.error).toBeNull();

    await expect(stage(page)).toHaveAttribute('data-stream', 'custom_embed');
    const frame = page.frameLocator('iframe[title^="Live stream: Opening Night"]');
    await expect(frame.locator('iframe[src="https://live.example.test/aurora-hall"]')).toBeAttached();
  } finally {
    await change({ type: 'custom_embed', active: false, force: false });
  }
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
});

test('a support notice reaches the open watch page of its event only, as a toast', async ({ page }) => {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const talkId = await demoEventId(page, 'upcoming', 'Filmmakers in Conversation');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expectInTheRoom(page);

  await staffLogIn(page, staffOf('festival.localhost').owner);
  const notify = (screenerId: number, title: string) =>
    api(page, `admin/screenings/${screenerId}/support_notice`, { title, body: `${title}: details` });
  expect((await notify(talkId, 'Talk moved')).error).toBeNull();
  expect((await notify(liveId, 'Sound check')).error).toBeNull();

  await expect(page.getByText('Sound check', { exact: true })).toBeVisible();
  await expect(page.getByText('Sound check: details')).toBeVisible();
  await expect(page.getByText('Talk moved')).toHaveCount(0);
});

test('the box office sends a support notice from the back-office to the open watch page', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expectInTheRoom(page);

  const desk = await context.newPage();
  await staffSignIn(desk, festival.url, staffOf('festival.localhost').boxOffice);
  await desk.getByRole('link', { name: 'Support notices' }).click();
  await expect(desk.getByRole('heading', { name: 'Support notices' })).toBeVisible();
  await desk.getByRole('combobox', { name: 'Event' }).click();
  await desk.getByRole('option', { name: 'Opening Night' }).click();
  await desk.getByRole('textbox', { name: 'Title' }).fill('Late start');
  await desk.getByRole('textbox', { name: 'Message' }).fill('We begin ten minutes late.');
  await desk.getByRole('button', { name: 'Send the notice' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: 'Notice sent to the viewers of Opening Night' }),
  ).toBeVisible();

  await expect(page.getByText('We begin ten minutes late.')).toBeVisible();
});

test('a first watch starts the rental, and a visit past its window shows the expiry', async ({ page }) => {
  const session: Session = await logIn(page, DEMO_VIEWER);
  const rentalId = await demoEventId(page, 'vod', 'Snowbound Voices');
  const { pricing } = (
    await api<{ pricing: { id: number; type: number }[] }>(page, 'monetization/listPricing', {}, session)
  ).data;
  const plan = pricing.find((entry) => entry.type === 30);
  if (!plan) throw new Error('the demo rental plan is missing');
  const bought = await api(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: `e2e-watch-${Date.now()}`,
      pricing_id: plan.id,
      screener_id: rentalId,
      card_number: SANDBOX_SUCCESS_CARD,
      zip_code: '12345',
      address: 'Fjord Street 1',
    },
    session,
  );
  // The festival pass an earlier test bought covers this rental too.
  expect([null, 4012]).toContain(bought.error?.code ?? null);

  await page.goto(`${festival.url}/screeners/${rentalId}/watch`);
  await expect(
    page.getByText('Once you press Watch now, this event is available to you for 2 days.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Watch now' }).click();
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expect(page.getByRole('button', { name: 'Watch now' })).toHaveCount(0);

  // 49 hours later the 48-hour rental is over, for the server and for the browser's signed requests.
  await moveServerClock(page, 49 * HOUR_MS);
  try {
    await page.clock.setFixedTime(Date.now() + 49 * HOUR_MS);
    await page.goto(`${festival.url}/screeners/${rentalId}/watch`);
    await expect(page).toHaveURL(`${festival.url}/screeners/${rentalId}`);
    // The notice says why (the overview may say it again in its own words' place).
    await expect(
      page
        .getByText('We are sorry. The event is expired you are no longer allowed to access this event')
        .first(),
    ).toBeVisible();
  } finally {
    await moveServerClock(page, -49 * HOUR_MS);
  }
});

test('a newer login elsewhere ends the session on the open watch page', async ({ page, browser }) => {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expectInTheRoom(page);

  const elsewhere = await browser.newPage();
  try {
    await logIn(elsewhere, DEMO_VIEWER);
  } finally {
    await elsewhere.close();
  }
  await expect(page.getByRole('alertdialog', { name: 'You were signed out' })).toBeVisible();
  await expect(page).toHaveURL(`${festival.url}/`);
});
