import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  api,
  DEMO_VIEWER,
  demoEventId,
  logIn,
  type Session,
  storeSession,
  toSession,
} from './api-session.ts';
import { festival } from './sites.ts';

/** The demo festival's anonymous access link to its live event. */
const GUEST_LINK = 'demo-northern-lights-guest';
const SECOND_VIEWER = 'second.viewer@example.org';

/** A second viewer in a browser of their own: signed in by the event's access link, then enrolled. */
async function secondViewer(browser: Browser, liveId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(festival.url);
  const login = await api<Session>(page, 'consumer/loginWithAccessLink', {
    link_id: GUEST_LINK,
    screener_id: liveId,
    name: 'Sam Rivers',
    email: SECOND_VIEWER,
  });
  expect(login.error).toBeNull();
  const session = toSession(login.data);
  expect((await api(page, 'enroll', { screener_id: liveId }, session)).error).toBeNull();
  await storeSession(page, session);
  return page;
}

const chat = (page: Page) => page.getByRole('log', { name: 'Live chat' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a live chat message from one viewer reaches another, and both are counted', async ({
  page,
  browser,
}) => {
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const other = await secondViewer(browser, liveId);
  const watch = `${festival.url}/screeners/${liveId}/watch`;
  await page.goto(watch);
  await other.goto(watch);

  // The chat opens on what was said before.
  await expect(chat(page).getByText('Greetings from Bergen!')).toBeVisible();
  await expect(chat(other).getByText('Greetings from Bergen!')).toBeVisible();
  await expect(page.getByText('Watching now: 2')).toBeVisible();
  await expect(other.getByText('Watching now: 2')).toBeVisible();

  await messageBox(other).fill('Hello from the second browser');
  await messageBox(other).press('Enter');
  await expect(messageBox(other)).toHaveValue('');
  const received = chat(page).getByText('Hello from the second browser');
  await expect(received).toBeVisible();
  // Other viewers see the author's name, never any part of an address.
  await expect(chat(page).getByText('Sam Rivers', { exact: true })).toBeVisible();
  await expect(chat(page).getByText(/second\.viewer/)).toHaveCount(0);
  await expect(chat(other).getByText('You', { exact: true })).toBeVisible();

  await messageBox(page).fill('Welcome, enjoy the film!');
  await messageBox(page).press('Enter');
  await expect(chat(other).getByText('Welcome, enjoy the film!')).toBeVisible();

  // The chat is kept: a reload shows it again.
  await other.reload();
  await expect(chat(other).getByText('Hello from the second browser')).toBeVisible();
  await expect(chat(other).getByText('Welcome, enjoy the film!')).toBeVisible();

  // A viewer who leaves is no longer counted.
  await other.context().close();
  await expect(page.getByText('Watching now: 1')).toBeVisible();
});
