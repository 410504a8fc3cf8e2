import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_VIEWER, demoEventId, logIn } from './api-session.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

const DAY_MS = 24 * 3600 * 1000;
type Competition = {
  films: { film_id: number; title: string; category_ids: number[] }[];
  windows: { category_id: number; opens_at: string; closes_at: string }[];
};

/** A wire time, `YYYY-MM-DD HH:mm:ss` in UTC. */
const wireTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A category of its own for this run, in which every film of the live event competes (the player
 * resumes whichever film the viewer left), voting open from a month ago to a month ahead (whatever
 * the server's clock was moved by other tests). Answers the category's name.
 */
async function putFilmsInCompetition(page: Page, liveId: number): Promise<string> {
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const name = `Audience award ${Date.now()}`;
  const saved = await api<{ category: { id: number } }>(page, 'admin/ballots/categories/save', { name });
  expect(saved.error).toBeNull();
  const categoryId = saved.data.category.id;
  const current = await api<Competition>(page, 'admin/ballots/competition/get', { screener_id: liveId });
  expect(current.error).toBeNull();
  const stored = await api(page, 'admin/ballots/competition/save', {
    screener_id: liveId,
    films: current.data.films.map((film) => ({
      film_id: film.film_id,
      category_ids: [...film.category_ids, categoryId],
    })),
    windows: [
      ...current.data.windows,
      {
        category_id: categoryId,
        opens_at: wireTime(Date.now() - 30 * DAY_MS),
        closes_at: wireTime(Date.now() + 30 * DAY_MS),
      },
    ],
  });
  expect(stored.error).toBeNull();
  return name;
}

test('a viewer who watched past half of a film rates it on the watch page, and the back-office ranks it', async ({
  page,
}) => {
  test.slow();
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const name = await putFilmsInCompetition(page, liveId);

  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  const video = page.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);
  await expect(video).toBeVisible();
  // The demo film runs 12 seconds: played through, its beat says more than half was watched.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    return element.play().catch(() => undefined);
  });

  const ballot = page.getByRole('region', { name: 'Audience award' });
  await expect(ballot).toBeVisible({ timeout: 30_000 });
  const rating = ballot.getByRole('group').first();
  const film = ((await rating.locator('legend').textContent()) ?? '').replace(/^Your rating of /, '');
  // By keyboard: the stars are a radio group; the arrow keys move the rating.
  await rating.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('status')).toHaveText('Saved: 4 stars');

  await page.goto(`${festival.url}/admin/ballots`);
  const results = page.getByRole('table', { name: `Results of ${name}` });
  await expect(results).toBeVisible();
  // The film's own cell, not the event's title (which may name the film) nor a tie's caption.
  const row = results
    .getByRole('row')
    .filter({ has: page.locator('td:nth-child(2)').getByText(film, { exact: true }) });
  // Average, the number of votes (the demo viewer's one, whatever a run before left) and four stars once.
  await expect(row.getByRole('cell').nth(3)).toHaveText('4.00');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(8)).toHaveText('1');

  // The organiser publishes the category: the site's Awards page shows it, reached from the header.
  const publish = page
    .locator('div', { has: page.getByRole('heading', { name, exact: true }) })
    .last()
    .getByRole('switch', { name: 'Show on the site’s Awards page' });
  await publish.check();
  await expect(page.getByText(`Results of ${name} are on the site’s Awards page`)).toBeVisible();
  await page.goto(festival.url);
  await page.getByRole('banner').getByRole('link', { name: 'Awards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audience awards' })).toBeVisible();
  const award = page.getByRole('region', { name });
  const standing = award.getByRole('listitem').filter({ has: page.getByRole('heading', { name: film }) });
  await expect(standing.getByRole('heading')).toHaveText(`Rank 1 ${film}`);
  await expect(standing).toContainText('4.00 out of 5 · 1 vote');

  // Taken off again, it leaves the page.
  await page.goto(`${festival.url}/admin/ballots`);
  await publish.uncheck();
  await expect(page.getByText(`Results of ${name} are off the site’s Awards page`)).toBeVisible();
  await page.goto(`${festival.url}/awards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audience awards' })).toBeVisible();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});
