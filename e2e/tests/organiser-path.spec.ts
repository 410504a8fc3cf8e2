import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { api } from './api-session.ts';
import { typeDateTime } from './date-fields.ts';
import { payWithSandboxCard, signUpInDialog } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { staffOf, staffSignIn } from './staff-session.ts';

/**
 * A three-second 1280x720 movie with sound, made for the test: the demo's own MP4 is 320x180, a
 * single rung, and the quality menu is shown only for a ladder. From 720 lines the site makes
 * 720p, 480p and 360p.
 */
function movieOf720Lines(file: string): string {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}
const MANAGER = 'manager@festival.localhost';
/** The festival's demo hall. */
const HALL = 'Aurora Hall';

/** What the page notes of its film: the most lines shown and the furthest time played. */
type FilmWatch = { holdFilm: boolean; filmSeen: { height: number; time: number } };

/**
 * Run in the viewer's pages before theirs: a film that starts by itself is paused until `holdFilm`
 * is cleared, and what it shows afterwards is noted, to be read even once the film has ended.
 */
function holdAndWatchFilm(): void {
  const page = window as unknown as FilmWatch;
  page.holdFilm = true;
  page.filmSeen = { height: 0, time: 0 };
  document.addEventListener(
    'play',
    (event) => {
      if (page.holdFilm && event.target instanceof HTMLVideoElement) event.target.pause();
    },
    true,
  );
  for (const type of ['resize', 'timeupdate'])
    document.addEventListener(
      type,
      (event) => {
        if (page.holdFilm || !(event.target instanceof HTMLVideoElement)) return;
        page.filmSeen.height = Math.max(page.filmSeen.height, event.target.videoHeight);
        page.filmSeen.time = Math.max(page.filmSeen.time, event.target.currentTime);
      },
      true,
    );
}

const eventActions = (page: Page) => page.getByRole('group', { name: 'Event actions' });

test('an organiser sets up a hybrid event of a new film with seats, a plan, a coupon, a guest link and a chat room; a viewer buys, books, is admitted once, watches at 720 lines and chats', async ({
  page,
  browser,
}) => {
  // Several people's journeys, and a movie transcoded on the way.
  test.setTimeout(400_000);
  const stamp = Date.now();
  const filmTitle = `Tidewater ${stamp}`;
  const eventTitle = `Tidewater: Hall and Home ${stamp}`;
  const planName = `Tidewater ticket ${stamp}`;
  // Six letters or digits of its own, so no other coupon answers it.
  const couponCode = `T${stamp.toString(36).slice(-5).toUpperCase()}`;

  // The organiser makes a film and uploads its movie.
  await staffSignIn(page, festival.url, MANAGER);
  await page.getByRole('navigation').getByRole('link', { name: 'Films' }).click();
  await page.getByRole('link', { name: 'New film' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(filmTitle);
  await page.getByRole('textbox', { name: 'Director' }).fill('Morgan Tide');
  await page.getByRole('textbox', { name: 'Synopsis' }).fill('A ferry that runs both ways.');
  await page.getByRole('button', { name: 'Create the film' }).click();
  await expect(page.getByRole('heading', { name: filmTitle, level: 1 })).toBeVisible();
  const movie = page.getByRole('region', { name: 'Movie' });
  await movie
    .getByTestId('movie-file')
    .setInputFiles(movieOf720Lines(test.info().outputPath('tidewater.mp4')));
  await expect(movie.getByRole('status').filter({ hasText: /^Ready/ })).toHaveText('Ready · 3 sec', {
    timeout: 120_000,
  });

  // A hybrid event of it, on now, with its live chat and its chat room.
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(eventTitle);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Virtual and at a venue' }).click();
  const zone = (
    await api<{ company: { timezone: string } }>(page, 'guest/company/get', { origin: festival.url })
  ).data.company.timezone;
  await typeDateTime(
    page.getByRole('group', { name: 'Starts', exact: true }),
    new Date(stamp - 3600_000),
    zone,
  );
  await typeDateTime(
    page.getByRole('group', { name: 'Ends', exact: true }),
    new Date(stamp + 3 * 3600_000),
    zone,
  );
  await page.getByRole('combobox', { name: 'Add a film by title' }).fill(filmTitle);
  await page.getByRole('option', { name: filmTitle }).click();
  await expect(page.getByRole('list', { name: 'Films, in playing order' })).toContainText(filmTitle);
  await page.getByLabel(/^Paid: /).check();
  await page.getByRole('switch', { name: 'Live chat' }).check();
  await page.getByRole('switch', { name: 'Chat room' }).check();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible();
  const eventPage = page.url();
  const eventId = Number(/\/admin\/events\/(\d+)/.exec(eventPage)?.[1]);
  expect(eventId).toBeGreaterThan(0);

  // Its venue and seat prices, in the event's own editor.
  const seatSale = page.getByRole('region', { name: 'Venue and seats' });
  await seatSale.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: HALL }).click();
  await seatSale.getByRole('textbox', { name: 'Regular' }).fill('12');
  await seatSale.getByRole('textbox', { name: 'Most seats per order' }).fill('2');
  // The event's own Saved. may still be on screen: the prices' answer is what tells they are kept.
  const [pricing] = await Promise.all([
    page.waitForResponse('**/api/admin/venues/events/pricing/update'),
    seatSale.getByRole('button', { name: 'Save prices' }).click(),
  ]);
  expect((await pricing.json()).error).toBeNull();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the event is on the site.')).toBeVisible();

  try {
    // A single ticket for it.
    await page.getByRole('navigation').getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'New plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New plan' });
    await planDialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await planDialog.getByRole('textbox', { name: 'Price' }).fill('5');
    await planDialog.getByRole('combobox', { name: 'Events' }).fill('Tidewater');
    await page.getByRole('option', { name: eventTitle }).click();
    await planDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${planName} is saved.`)).toBeVisible();

    // A half-price coupon for that plan.
    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const couponDialog = page.getByRole('dialog', { name: 'New coupon' });
    await couponDialog.getByRole('textbox', { name: 'Code' }).fill(couponCode);
    await couponDialog.getByRole('spinbutton', { name: 'Discount (%)' }).fill('50');
    await couponDialog.getByRole('combobox', { name: 'Plans' }).fill(planName);
    await page.getByRole('option', { name: planName }).click();
    await couponDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Coupon ${couponCode} created.`)).toBeVisible();

    // A guest access link to it.
    expect(
      (await api(page, 'admin/links/access/create', { screener_id: eventId, count: 1 })).error,
    ).toBeNull();
    const links = await api<{ rows: { url: string }[] }>(page, 'admin/links/list', {
      kind: 'access',
      screener_id: eventId,
    });
    const guestLink = links.data.rows[0]?.url ?? '';
    expect(guestLink).toMatch(new RegExp(`/screeners/${eventId}/link/`));

    // A visitor signs up in the purchase dialog and buys the online ticket with the coupon.
    const viewerContext = await browser.newContext();
    await viewerContext.addInitScript(holdAndWatchFilm);
    const viewer = await viewerContext.newPage();
    const viewerEmail = `path-viewer-${stamp}@example.test`;
    await viewer.goto(`${festival.url}/screeners/${eventId}`);
    await expect(viewer.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(viewer.getByText(`Online and at ${HALL}`, { exact: true })).toBeVisible();
    await eventActions(viewer).getByRole('button', { name: 'Buy ticket' }).click();
    const dialog = viewer.getByRole('dialog', { name: eventTitle, exact: true });
    // Which part comes first, then who is buying.
    await dialog.getByRole('button', { name: /^Online/ }).click();
    await signUpInDialog(dialog, viewerEmail, 'Robin Path');
    await dialog.getByRole('radio', { name: new RegExp(`^${planName}: €5\\.00`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
    await dialog.getByLabel('Coupon code').fill(couponCode);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText(`Coupon ${couponCode} applied: 50% off`)).toBeVisible();
    await payWithSandboxCard(dialog, '€2.50');
    await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // Then the venue ticket: two seats on the hall's chart, at the regular price.
    await eventActions(viewer).getByRole('button', { name: 'Buy venue ticket' }).click();
    const chart = viewer.getByRole('dialog', { name: `Choose your seats · ${eventTitle}` });
    await expect(chart.getByRole('grid', { name: 'Seats of the hall' })).toBeVisible();
    await expect(chart.getByRole('listitem').filter({ hasText: 'Regular' })).toHaveText('Regular · €12.00');
    await chart.getByRole('button', { name: 'Find the best seats' }).click();
    await expect(chart.getByRole('heading', { name: 'Your seats (2/2)' })).toBeVisible();
    await chart.getByRole('button', { name: 'Hold seats and continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await payWithSandboxCard(dialog, '€24.00');
    await expect(dialog.getByText('Your venue ticket is booked.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The ticket, with the door code printed beside its QR code.
    await viewer.goto(`${festival.url}/user/dashboard?tab=tickets`);
    const row = viewer.getByRole('listitem').filter({ hasText: eventTitle });
    await expect(row.getByText(/^Seats: [A-Z]\d+, [A-Z]\d+$/)).toBeVisible();
    await row.getByRole('button', { name: 'Show ticket' }).click();
    const ticket = viewer.getByRole('dialog', { name: 'Your ticket' });
    const doorCode = ticket.getByText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await expect(doorCode).toBeVisible();
    const typedCode = (await doorCode.textContent()) ?? '';

    // The box office admits it at the door by the typed code, once.
    const doorContext = await browser.newContext();
    const door = await doorContext.newPage();
    await staffSignIn(door, festival.url, staffOf('festival.localhost').boxOffice);
    await door.getByRole('link', { name: 'Door check-in' }).click();
    await door.getByLabel('Ticket code').fill(typedCode);
    await door.getByRole('button', { name: 'Check' }).click();
    const verdict = door.getByRole('status').filter({ hasText: /admitted|refused/i });
    await expect(verdict).toContainText('Admitted');
    await expect(verdict).not.toContainText('Already');
    await expect(verdict).toContainText(eventTitle);
    await door.getByRole('button', { name: 'Check' }).click();
    await expect(verdict).toContainText('Already admitted');
    await doorContext.close();

    // The viewer watches: the film's own ladder, its 720p rung showing 720 lines.
    await viewer.goto(`${festival.url}/screeners/${eventId}`);
    await expect(viewer.getByRole('link', { name: 'Register for the chat' })).toBeVisible();
    await eventActions(viewer).getByRole('button', { name: 'Watch' }).click();
    await expect(viewer).toHaveURL(new RegExp(`/screeners/${eventId}/watch$`));
    const film = viewer.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);
    await expect(film).toBeVisible({ timeout: 30_000 });
    // The film is three seconds long: it is held at its start until the viewer has picked the rung.
    await viewer.getByRole('button', { name: 'Resolution: Auto' }).click();
    await expect(viewer.getByRole('menuitemradio')).toHaveText([/^Auto/, '720p', '480p', '360p']);
    await viewer.getByRole('menuitemradio', { name: '720p' }).click();
    await expect(viewer.getByRole('button', { name: 'Resolution: 720p' })).toBeVisible();
    await film.evaluate((element: HTMLVideoElement) => {
      Object.assign(window, { holdFilm: false });
      element.muted = true;
      void element.play().catch(() => undefined);
    });
    const filmSeen = () => viewer.evaluate(() => (window as unknown as FilmWatch).filmSeen);
    await expect.poll(async () => (await filmSeen()).height, { timeout: 30_000 }).toBe(720);
    await expect.poll(async () => (await filmSeen()).time, { timeout: 30_000 }).toBeGreaterThan(0.5);

    // And says hello in the event's live chat.
    const chat = viewer.getByRole('log', { name: 'Live chat' });
    const message = viewer.getByRole('textbox', { name: 'Message' });
    await message.fill('Hello from the hall and from home');
    await message.press('Enter');
    await expect(message).toHaveValue('');
    await expect(chat.getByText('Hello from the hall and from home')).toBeVisible();
    await viewerContext.close();

    // A new visitor opens the guest link, gives the details and reaches the watch page.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(guestLink);
    const details = guest.getByRole('dialog', { name: 'Your details' });
    await details.getByLabel('Name (optional)').fill('Gale Guest');
    await details.getByLabel('Email').fill(`path-guest-${stamp}@example.test`);
    await details.getByRole('button', { name: 'Continue' }).click();
    await expect(guest).toHaveURL(`${festival.url}/screeners/${eventId}/watch`);
    await expect(guest.getByRole('region', { name: 'Event stage' })).toHaveAttribute(
      'data-stream',
      'movie_stream',
    );
    await guestContext.close();
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
