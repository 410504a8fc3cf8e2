import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { api, demoEventId, logIn, type Session } from './api-session.ts';
import { cinema, festival } from './sites.ts';
import { staffLogIn, staffOf, staffSignIn } from './staff-session.ts';

const GALA = 'Closing Gala at Aurora Hall';
const BOX_OFFICE = staffOf('festival.localhost').boxOffice;
const SANDBOX_SUCCESS_CARD = '4242424242424242';
const shots = process.env.DOOR_SHOTS_DIR;

/** Serious or critical WCAG 2.1 AA problems on the page, one line each. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
}

/** The demo viewer holds the first free seat of the gala and pays for it: the ticket's code. */
async function buyGalaSeat(page: Page, viewer: Session): Promise<string> {
  return (await buyGalaTicket(page, viewer)).code;
}

/** As `buyGalaSeat`, with the door code printed beside the QR code. */
async function buyGalaTicket(page: Page, viewer: Session): Promise<{ code: string; shortCode: string }> {
  const galaId = await demoEventId(page, 'upcoming', GALA);
  const company = await api<{ company: { id: number } }>(page, 'guest/company/get', { origin: festival.url });
  const statuses = await api<{ seats_status: Record<string, number> }>(
    page,
    `guest/company/${company.data.company.id}/screenings/${galaId}/getSeatsStatus`,
    {},
  );
  const free = Object.entries(statuses.data.seats_status).find(([, status]) => status === 10)?.[0];
  if (!free) throw new Error('the gala has no free seat');
  const held = await api(
    page,
    `screenings/${galaId}/bookings/markSeatsLocked`,
    { screener_id: galaId, seat_indexes: [free], ticket_types_discount: {} },
    viewer,
  );
  expect(held.error).toBeNull();
  const paid = await api(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: `door-${Date.now()}`,
      screener_id: galaId,
      card_number: SANDBOX_SUCCESS_CARD,
      zip_code: '12345',
      address: 'Main street 1',
    },
    viewer,
  );
  expect(paid.error).toBeNull();
  const list = await api<{
    bookings: { id: number; screener_id: number; code: string | null; short_code?: string | null }[];
  }>(page, 'listPhysicalEventBookings', {}, viewer);
  const booking = list.data.bookings
    .filter((row) => row.screener_id === galaId)
    .sort((a, b) => b.id - a.id)[0];
  if (!booking?.code || !booking.short_code) throw new Error('the booking has no ticket code');
  return { code: booking.code, shortCode: booking.short_code };
}

/** Records the tones the page plays (their frequencies, in order), for a test to hear the door. */
async function listenForTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: number[] = [];
    (window as unknown as { heardTones: number[] }).heardTones = heard;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        heard.push(oscillator.frequency.value);
        start(when);
      };
      return oscillator;
    };
  });
}

const heardTones = (page: Page) =>
  page.evaluate(() => (window as unknown as { heardTones: number[] }).heardTones.splice(0));

test('the box office’s door admits a ticket once, then tells who came in, and refuses a forged one', async ({
  page,
}) => {
  const viewer = await logIn(page);
  const code = await buyGalaSeat(page, viewer);
  const typed = await buyGalaTicket(page, viewer);
  await listenForTones(page);
  await staffSignIn(page, festival.url, BOX_OFFICE);

  await page.getByRole('link', { name: 'Door check-in' }).click();
  await expect(page.getByRole('heading', { name: 'Door check-in' })).toBeVisible();
  const field = page.getByLabel('Ticket code');
  await field.fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
  const verdict = page.getByRole('status').filter({ hasText: /admitted|refused/i });
  await expect(verdict).toContainText('Admitted');
  await expect(verdict).toContainText(GALA);
  await expect.poll(() => heardTones(page)).toEqual([880, 1320]);
  if (shots) await page.screenshot({ path: `${shots}/door-admitted.png`, fullPage: true });
  expect(await accessibilityProblems(page)).toEqual([]);

  // The same ticket checked again at once is a second entry, not the first one repeated.
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(verdict).toContainText('Already admitted');
  await expect(verdict).toContainText('First admitted at');
  await expect(verdict).toContainText('Admitted by');
  await expect(verdict).toContainText('Demo Box Office');
  await expect.poll(() => heardTones(page)).toEqual([330, 330, 330]);
  if (shots) await page.screenshot({ path: `${shots}/door-already.png`, fullPage: true });
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Next ticket' }).click();
  await field.fill(code);
  await field.press('Enter');
  await expect(verdict).toContainText('Already admitted');
  await expect.poll(() => heardTones(page)).toEqual([330, 330, 330]);

  // A door without a camera types the short code printed beside the QR code, as a person reads it.
  await page.getByRole('button', { name: 'Next ticket' }).click();
  const spoken = typed.shortCode.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
  await field.fill(spoken);
  await field.press('Enter');
  await expect(verdict).toContainText('Admitted');
  await expect(verdict).not.toContainText('Already');
  await expect.poll(() => heardTones(page)).toEqual([880, 1320]);

  await page.getByRole('button', { name: 'Next ticket' }).click();
  await field.fill(`${code.slice(0, -4)}AAAA`);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(verdict).toContainText('Refused');
  await expect(verdict).toContainText('This is not a valid ticket of this site.');
  await expect.poll(() => heardTones(page)).toEqual([160]);
  if (shots) await page.screenshot({ path: `${shots}/door-refused.png`, fullPage: true });
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('the door is the back-office’s: a viewer is sent to the staff sign-in, and the old address is gone', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`${festival.url}/admin/door`);
  await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
  await expect(page.getByLabel('Ticket code')).toHaveCount(0);
  await page.goto(`${festival.url}/door/check-in`);
  await expect(page.getByLabel('Ticket code')).toHaveCount(0);
});

test('the box office’s pages read right to left in Hebrew and fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(cinema.url);
  await staffLogIn(page, staffOf('cinema.localhost').boxOffice);
  await page.goto(`${cinema.url}/admin/door`);
  await expect(page.getByRole('heading', { name: 'בדיקת כרטיסים בכניסה' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = page.getByLabel('קוד הכרטיס');
  await field.fill('not-a-ticket');
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'נדחה' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page)).toEqual([]);

  // The box office's other pages, orders and support notices, likewise.
  await page.goto(`${cinema.url}/admin/orders`);
  await expect(page.getByRole('heading', { name: 'הזמנות' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'מזומן שממתין לאישור' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.goto(`${cinema.url}/admin/support`);
  await expect(page.getByRole('heading', { name: 'הודעות תמיכה' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'אירוע' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await accessibilityProblems(page)).toEqual([]);
});

/** A fake camera that films the ticket's QR code: a still picture turned into a Y4M video. */
async function cameraFilming(code: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'door-camera-'));
  const picture = path.join(folder, 'ticket.png');
  const video = path.join(folder, 'ticket.y4m');
  await QRCode.toFile(picture, code, { width: 480, margin: 4 });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    picture,
    '-t',
    '1',
    '-r',
    '10',
    '-vf',
    'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
    video,
  ]);
  return video;
}

test('the door reads a ticket’s QR code with the camera and admits it', async ({ page }) => {
  const viewer = await logIn(page);
  const code = await buyGalaSeat(page, viewer);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${await cameraFilming(code)}`,
    ],
  });
  try {
    const context = await browser.newContext({ permissions: ['camera'] });
    const door = await context.newPage();
    await door.goto(festival.url);
    await staffLogIn(door, BOX_OFFICE);
    await door.goto(`${festival.url}/admin/door`);
    await door.getByRole('button', { name: 'Scan with the camera' }).click();
    const verdict = door.getByRole('status').filter({ hasText: /admitted|refused/i });
    await expect(verdict).toContainText('Admitted');
    await expect(door.getByLabel('Ticket code')).toHaveValue(code);
  } finally {
    await browser.close();
  }
});
