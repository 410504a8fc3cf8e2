import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_VIEWER, logIn } from './api-session.ts';
import { festival } from './sites.ts';

const pairingCode = (tv: Page) => tv.getByLabel(/^Pairing code/);
const playhead = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Presses the remote's arrows (right along the row, down to the next) until the named tile has the focus. */
async function arrowTo(tv: Page, name: RegExp): Promise<void> {
  const tile = tv.getByRole('link', { name });
  const tiles = tv.getByRole('list', { name: 'Your films' });
  for (let press = 0; press < 12; press += 1) {
    if (await tile.evaluate((element) => element === document.activeElement)) return;
    const inList = await tiles.evaluate((list) => list.contains(document.activeElement));
    await tv.keyboard.press(inList ? 'ArrowRight' : 'ArrowDown');
  }
  await expect(tile).toBeFocused();
}

test('a TV paired from the dashboard plays a film, and removing it signs it out', async ({ browser }) => {
  // The TV polls every 5 seconds, as RFC 8628 asks; two browsers share the machine.
  test.setTimeout(90_000);
  const tvContext = await browser.newContext();
  const phoneContext = await browser.newContext();
  try {
    const tv = await tvContext.newPage();
    await tv.goto(`${festival.url}/tv`);
    await expect(tv.getByRole('heading', { name: 'Pair this TV' })).toBeVisible();
    await expect(tv.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
    const code = (await pairingCode(tv).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    const viewer = await phoneContext.newPage();
    await logIn(viewer, DEMO_VIEWER);
    await viewer.goto(`${festival.url}/user/dashboard?tab=tvApp`);
    await expect(viewer.getByRole('tab', { name: 'TV app', selected: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Add device' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Add a device' });
    // Cancel clears the code and closes the dialog.
    await dialog.getByLabel('Code').fill('abc');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Add device' }).click();
    await expect(dialog.getByLabel('Code')).toHaveValue('');
    // Typed in lower case, shown and sent upper-cased.
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(viewer.getByText('Device added')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(viewer.getByRole('list', { name: 'Paired TVs' }).getByRole('listitem')).toHaveCount(1);

    // The TV polls at its interval, then lists the viewer's films; the remote picks one.
    await expect(tv.getByRole('heading', { name: 'Your films' })).toBeVisible({ timeout: 20_000 });
    await arrowTo(tv, /Opening Night/);
    await tv.keyboard.press('Enter');
    const video = tv.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);
    await expect(video).toBeVisible();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play().catch(() => undefined);
    });
    await expect.poll(() => playhead(video)).toBeGreaterThan(0.5);

    // The viewer removes the TV: it is back on its pairing screen at once.
    await viewer.getByRole('button', { name: 'Remove TV 1' }).click();
    const confirm = viewer.getByRole('dialog', { name: 'Remove this TV?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(viewer.getByText('The TV was removed and signed out')).toBeVisible();
    await expect(viewer.getByText('No TV is paired with your account.')).toBeVisible();
    await expect(tv.getByText('This TV was signed out. Pair it again to watch.')).toBeVisible();
    await expect(tv.getByRole('heading', { name: 'Pair this TV' })).toBeVisible();
    await expect(pairingCode(tv)).not.toHaveText(code);
  } finally {
    await tvContext.close();
    await phoneContext.close();
  }
});

test('a wrong code shows the server’s message in the add-device dialog', async ({ page }) => {
  await logIn(page, DEMO_VIEWER);
  await page.goto(`${festival.url}/user/dashboard?tab=tvApp`);
  await page.getByRole('button', { name: 'Add device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a device' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByLabel('Code').fill('QQQQQQ');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/This code is not valid or has expired/);
});

test('a browser where a viewer is signed in opens /tv at its pairing code, not their films', async ({
  page,
}) => {
  await logIn(page, DEMO_VIEWER);
  await page.goto(`${festival.url}/tv`);
  await expect(page.getByRole('heading', { name: 'Pair this TV' })).toBeVisible();
  await expect(pairingCode(page)).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Your films' })).toHaveCount(0);
});
