import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { api } from './api-session.ts';
import { typeDateTime } from './date-fields.ts';
import { newestMailTo } from './outbox.ts';
import { payWithSandboxCard, signUpInDialog } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { DEMO_STAFF_PASSWORD, staffOf } from './staff-session.ts';

/** The small movie the demo data plays: a few seconds, so the whole ladder transcodes quickly. */
const DEMO_MOVIE = path.join(import.meta.dirname, '../../apps/server/demo-media/demo-film.mp4');

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
}

test('an owner invites a manager, who uploads a movie, sells an event of it, and a viewer buys it and watches the film', async ({
  page,
  browser,
}) => {
  // Two people's whole journeys, and a movie transcoded on the way.
  test.setTimeout(400_000);
  const stamp = Date.now();
  const managerEmail = `story-manager-${stamp}@example.test`;
  const filmTitle = `Harbour Lights ${stamp}`;
  const eventTitle = `Harbour Lights: Festival Screening ${stamp}`;
  const planName = `Harbour Lights ticket ${stamp}`;

  // The owner invites a manager.
  await page.goto(`${festival.url}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(staffOf('festival.localhost').owner);
  await page.getByLabel('Password', { exact: false }).last().fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to the staff' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(managerEmail);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('table', { name: 'Invitations waiting' })).toContainText(managerEmail);
  await signOut(page);

  // The manager accepts from the mail.
  await expect.poll(() => newestMailTo(managerEmail)).toBeDefined();
  const mail = await newestMailTo(managerEmail);
  const link = /(https?:\/\/\S+\/admin\/invitation\/\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Harper Manager');
  await page.getByLabel('Password').fill('harper-pass-1');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Harper Manager' })).toBeVisible();

  // A new film, and its movie uploaded through the file input.
  await page.getByRole('navigation').getByRole('link', { name: 'Films' }).click();
  await page.getByRole('link', { name: 'New film' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(filmTitle);
  await page.getByRole('textbox', { name: 'Director' }).fill('Harper Lind');
  await page.getByRole('textbox', { name: 'Synopsis' }).fill('Boats come home at dusk.');
  await page.getByRole('button', { name: 'Create the film' }).click();
  await expect(page.getByRole('heading', { name: filmTitle, level: 1 })).toBeVisible();
  const movie = page.getByRole('region', { name: 'Movie' });
  await expect(movie.getByRole('status')).toHaveText('No movie uploaded');

  // The first part of the upload waits until its progress has been seen on the page.
  let releaseUpload = () => {};
  const uploadSeen = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route('**/api/admin/films/upload/*', async (route) => {
    if (route.request().method() === 'PATCH') await uploadSeen;
    await route.continue();
  });
  await movie.getByTestId('movie-file').setInputFiles(DEMO_MOVIE);
  await expect(movie.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(movie.getByText('Uploading demo-film.mp4: 0%')).toBeVisible();
  releaseUpload();
  // Then the transcode's progress, until the movie is ready with its duration.
  await expect(movie.getByRole('progressbar', { name: 'Transcoding progress' })).toBeVisible();
  await expect(movie.getByText(/^Transcoding: \d+%$/)).toBeVisible();
  await expect(movie.getByRole('status')).toHaveText('Ready · 3 sec', { timeout: 90_000 });
  await page.unroute('**/api/admin/films/upload/*');

  // An event of that film, on now, so the buyer can watch at once.
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(eventTitle);
  // The caption names the site's zone as people read it; the times are typed in that zone.
  await expect(page.getByText(/^Schedule \(United Kingdom Time, GMT(\+\d+)?\)$/)).toBeVisible();
  const zone = (
    await api<{ company: { timezone: string } }>(page, 'guest/company/get', { origin: festival.url })
  ).data.company.timezone;
  await typeDateTime(page.getByRole('group', { name: 'Starts' }), new Date(Date.now() - 3600_000), zone);
  await page.getByRole('combobox', { name: 'Add a film by title' }).fill(filmTitle);
  await page.getByRole('option', { name: filmTitle }).click();
  await expect(page.getByRole('list', { name: 'Films, in playing order' })).toContainText(filmTitle);
  // Sold through plans: the site asks for a ticket before it lets a viewer in.
  await page.getByLabel(/^Paid: /).check();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  const eventPage = page.url();

  try {
    // A single ticket for it.
    await page.getByRole('navigation').getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'New plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New plan' });
    await expect(planDialog.getByRole('combobox', { name: 'Type' })).toHaveText('Single ticket');
    await planDialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await planDialog.getByRole('textbox', { name: 'Price' }).fill('5');
    await planDialog.getByRole('combobox', { name: 'Events' }).fill('Harbour Lights');
    await page.getByRole('option', { name: eventTitle }).click();
    await planDialog.getByRole('button', { name: 'Save' }).click();
    await expect(planDialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(planName);
    await expect(page.getByRole('gridcell', { name: planName, exact: true })).toBeVisible();

    // The manager previews the event on the site.
    await page.goto(eventPage);
    const [overview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ]);
    // A fresh tab loads the viewer's whole site; on a busy machine that takes a while.
    await expect(overview.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    // The viewer's address is the overview's, out of preview mode.
    const eventUrl = new URL(overview.url());
    eventUrl.search = '';
    await overview.close();

    // A visitor signs up in the purchase dialog and pays with the sandbox card.
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    const viewerEmail = `story-viewer-${stamp}@example.test`;
    await viewer.goto(eventUrl.href);
    await expect(viewer.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await viewer
      .getByRole('group', { name: 'Event actions' })
      .getByRole('button', { name: 'Buy ticket' })
      .click();
    const dialog = viewer.getByRole('dialog', { name: eventTitle });
    await signUpInDialog(dialog, viewerEmail, 'Robin Viewer');
    await dialog.getByRole('radio', { name: new RegExp(`^${planName}: €5\\.00`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await payWithSandboxCard(dialog, '€5.00');
    await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // And watches the uploaded film: a new event's movie stream is on from the start.
    await viewer.getByRole('group', { name: 'Event actions' }).getByRole('button', { name: 'Watch' }).click();
    await expect(viewer).toHaveURL(/\/screeners\/\d+\/watch$/);
    await expect(viewer.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const film = viewer.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);
    await expect(film).toBeVisible({ timeout: 30_000 });
    // Muted, so that the browser lets it play without a gesture.
    await film.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    await expect
      .poll(() => film.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    await viewerContext.close();
  } finally {
    // Off the site again, so the festival's lists keep the events the other specs count.
    await page.goto(eventPage);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    // And its plan off sale, so the specs that buy the first single ticket on offer buy the demo's.
    const plans = await api<{ rows: { id: number }[] }>(page, 'admin/plans/list', { search: planName });
    for (const plan of plans.data.rows) {
      expect((await api(page, 'admin/plans/setActive', { id: plan.id, active: false })).error).toBeNull();
    }
  }
});
