import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, DEMO_VIEWER, demoEventId, logIn } from './api-session.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

const filmPlayer = (page: Page) =>
  page.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);
const playhead = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The demo viewer on the live event's watch page, its film player shown; the event's id. */
async function openLiveEventFilm(page: Page): Promise<number> {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  await expect(filmPlayer(page)).toBeVisible();
  return liveId;
}

/** Muted, so that the browser lets it play without a gesture whatever its autoplay policy. */
async function playMuted(video: Locator): Promise<void> {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play().catch(() => undefined);
  });
}

test('the demo film plays on the watch page of an enrolled event', async ({ page }) => {
  await openLiveEventFilm(page);
  const video = filmPlayer(page);
  await playMuted(video);
  const started = await playhead(video);
  await expect.poll(() => playhead(video)).toBeGreaterThan(started + 1);
  await expect(page.getByRole('region', { name: 'Event stage' }).getByRole('alert')).toHaveCount(0);

  // The English WebVTT track of the film shows by default, and the ladder offers its renditions.
  await expect
    .poll(() =>
      video.evaluate(
        (element: HTMLVideoElement) =>
          Array.from(element.textTracks).find((track) => track.mode === 'showing')?.cues?.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  // The menu is the film's own ladder: its 720p source and below, nothing above; 720p shows 720 lines.
  await page.getByRole('button', { name: 'Resolution: Auto' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText([/^Auto/, '720p', '480p', '360p']);
  await page.getByRole('menuitemradio', { name: '720p', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Resolution: 720p' })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(720);
  await expect.poll(() => playhead(video)).toBeGreaterThan((await playhead(video)) + 1);
});

test('the player resumes the film where the viewer left it', async ({ page }) => {
  await openLiveEventFilm(page);
  const video = filmPlayer(page);
  await playMuted(video);
  await expect.poll(() => playhead(video)).toBeGreaterThan(3);
  // Leaving the page saves the playhead (pagehide), as a pause would.
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const left = Math.floor(await playhead(video));
  const film = await video.getAttribute('aria-label');

  await page.reload();
  await expect(filmPlayer(page)).toHaveAttribute('aria-label', film ?? '');
  await expect.poll(() => playhead(filmPlayer(page))).toBeGreaterThanOrEqual(left);
});

test('the next film of the event plays when one ends', async ({ page }) => {
  const session = await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  // From the first of the event's films, whatever the earlier tests watched.
  const reset = await api(
    page,
    'watch/player_state/save',
    {
      screener_id: liveId,
      currentMovieIndex: 0,
      currentTime: 0,
      prerollEnded: false,
      subtitle_lang: 'en',
      resolution: 'auto',
    },
    session,
  );
  expect(reset.error).toBeNull();
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  const video = filmPlayer(page);
  await expect(video).toBeVisible();
  await playMuted(video);
  await expect.poll(() => playhead(video)).toBeGreaterThan(0);
  const first = await video.getAttribute('aria-label');

  // Close to the end of this film (the event allows skipping), so that it ends soon.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.5;
  });
  await expect(filmPlayer(page)).not.toHaveAttribute('aria-label', first ?? '');
  // It starts by itself, from its beginning.
  const next = filmPlayer(page);
  await expect.poll(() => playhead(next)).toBeLessThan(1);
  await expect.poll(() => playhead(next)).toBeGreaterThan(1);
  expect(await next.evaluate((element: HTMLVideoElement) => element.ended)).toBe(false);
});

test('the film takes 60% of the window, 98% in full screen, always above its controls', async ({ page }) => {
  await openLiveEventFilm(page);
  const video = filmPlayer(page);
  const windowHeight = await page.evaluate(() => window.innerHeight);
  const height = async () => (await video.boundingBox())?.height ?? 0;
  // The controls under the film stay under it, not behind it.
  const overlap = async () => {
    const filmBottom = await video.evaluate((element) => element.getBoundingClientRect().bottom);
    const controlsTop = await page
      .getByText(/^Now playing: /)
      .evaluate((element) => element.getBoundingClientRect().top);
    return filmBottom - controlsTop;
  };

  await expect.poll(height).toBeCloseTo(windowHeight * 0.6, 0);
  expect(await overlap()).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(height).toBeCloseTo(windowHeight * 0.98, 0);
  expect(await overlap()).toBeLessThanOrEqual(0);
  // The whole film is in the window, subtitles included, and the way out is on screen.
  const film = await video.evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(film.top).toBeGreaterThanOrEqual(0);
  expect(film.bottom).toBeLessThanOrEqual(windowHeight);
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeInViewport();

  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(height).toBeCloseTo(windowHeight * 0.6, 0);
});

test('a media stream plays the address the company gives it while the page is open', async ({ page }) => {
  const session = await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const { company } = (
    await api<{ company: { id: number } }>(page, 'guest/company/get', { origin: festival.url })
  ).data;
  const enforced = await api<{ screener: { films: { trailer: string | null }[] } }>(
    page,
    `guest/company/${company.id}/screenings/getAndEnforce`,
    { id: liveId },
    session,
  );
  // The demo film's public HLS trailer stands in for a company's live feed.
  const feed = enforced.data.screener.films.map((film) => film.trailer).find((url) => url?.endsWith('.m3u8'));
  if (!feed) throw new Error('the demo trailer is missing');

  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  const stage = page.getByRole('region', { name: 'Event stage' });
  await expect(stage).toHaveAttribute('data-stream', 'movie_stream');
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const change = (body: object) => api(page, `admin/screenings/${liveId}/streams/change`, body);
  try {
    // Switched on before it has a usable address, then given one.
    const switched = await change({
      type: 'media_stream',
      active: true,
      force: true,
      meta: { streaming_url: 'http://insecure.example.org/live.m3u8' },
    });
    expect(switched.error).toBeNull();
    await expect(stage).toHaveAttribute('data-stream', 'media_stream');
    await expect(stage.getByText('This stream cannot be shown.', { exact: false })).toBeVisible();

    expect((await change({ type: 'media_stream', meta: { streaming_url: feed } })).error).toBeNull();
    const video = stage.getByLabel(/^Live stream: Opening Night/);
    await expect(video).toBeVisible();
    await playMuted(video);
    await expect.poll(() => playhead(video)).toBeGreaterThan(1);
  } finally {
    await change({ type: 'media_stream', active: false, force: false });
  }
  await expect(stage).toHaveAttribute('data-stream', 'movie_stream');
});

test('on a phone the film takes 40% of the window, 60% from 600 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLiveEventFilm(page);
  const height = async () => (await filmPlayer(page).boundingBox())?.height ?? 0;
  await expect.poll(height).toBeCloseTo(844 * 0.4, 0);
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(height).toBeCloseTo(900 * 0.6, 0);
});
