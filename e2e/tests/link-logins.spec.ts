import { expect, type Page, test } from '@playwright/test';
import {
  api,
  codeFromOutbox,
  demoEventId,
  logIn,
  type Session,
  sessionByCode,
  storeSession,
} from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

/** The seed's anonymous access link to the live event. */
const GUEST_LINK = 'demo-northern-lights-guest';

const stage = (page: Page) => page.getByRole('region', { name: 'Event stage' });

const viewerName = (session: Session) => (session.consumer as { name: string }).name;

const storedSessionKey = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('screener.session') ?? 'null')?.key ?? null);

/** Counts the page's calls to `apiPath` from now on. */
function countCalls(page: Page, apiPath: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${apiPath}`) calls += 1;
  });
  return () => calls;
}

test('an access link without a mode asks for the details with no error and no login call', async ({
  page,
}) => {
  await page.goto(festival.url);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  const logins = countCalls(page, 'consumer/loginWithAccessLink');
  await page.goto(`${festival.url}/screeners/${screenerId}/link/${GUEST_LINK}`);

  const dialog = page.getByRole('dialog', { name: 'Your details' });
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByText('Field is required')).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  expect(logins()).toBe(0);

  // The form still checks what is sent: Continue with nothing typed asks for the email.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  expect(logins()).toBe(0);
});

test('a new visitor opening the demo’s guest link, or one the staff just made, gives the details and watches', async ({
  browser,
  page,
}) => {
  await page.goto(festival.url);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await staffLogIn(page, staffOf('festival.localhost').owner);
  expect(
    (await api(page, 'admin/links/access/create', { screener_id: screenerId, count: 1 })).error,
  ).toBeNull();
  const made = await api<{ rows: { url: string }[] }>(page, 'admin/links/list', {
    kind: 'access',
    screener_id: screenerId,
  });
  const fresh = made.data.rows[0]?.url ?? '';
  expect(fresh).toMatch(new RegExp(`/screeners/${screenerId}/link/`));

  for (const [index, link] of [
    `${festival.url}/screeners/${screenerId}/link/${GUEST_LINK}`,
    fresh,
  ].entries()) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(link);
    const details = visitor.getByRole('dialog', { name: 'Your details' });
    await details.getByLabel('Name (optional)').fill(`Guest Number ${index + 1}`);
    await details.getByLabel('Email').fill(`link-guest-${index}-${Date.now()}@example.test`);
    await details.getByRole('button', { name: 'Continue' }).click();

    await expect(visitor).toHaveURL(`${festival.url}/screeners/${screenerId}/watch`);
    await expect(stage(visitor)).toHaveAttribute('data-stream', 'movie_stream');
    await expect(visitor.getByText(/not enrolled/)).toHaveCount(0);
    await context.close();
  }
});

test('a signed-in viewer opening an access link may stay signed in, and watches as that account', async ({
  page,
}) => {
  await page.goto(festival.url);
  // An account that holds nothing for the event: the link is what lets it in.
  const email = `link-stays-${Date.now()}@example.test`;
  await storeSession(page, await sessionByCode(page, email));
  const before = await storedSessionKey(page);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  const logins = countCalls(page, 'consumer/loginWithAccessLink');
  await page.goto(`${festival.url}/screeners/${screenerId}/link/${GUEST_LINK}?mode=anonymous`);

  const choice = page.getByRole('dialog', { name: 'Already signed in' });
  await expect(choice).toContainText(`You are signed in as ${email}.`);
  await choice.getByRole('button', { name: `Continue as ${email}` }).click();

  await expect(page).toHaveURL(`${festival.url}/screeners/${screenerId}/watch?mode=anonymous`);
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  await expect(page.getByRole('button', { name: `${email}, my account` })).toBeVisible();
  expect(await storedSessionKey(page)).toBe(before);
  expect(logins()).toBe(1);
});

test('a signed-in viewer opening an access link may switch to the link’s account', async ({ page }) => {
  await logIn(page);
  const before = await storedSessionKey(page);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${screenerId}/link/${GUEST_LINK}?mode=anonymous`);

  await page
    .getByRole('dialog', { name: 'Already signed in' })
    .getByRole('button', { name: 'Switch account' })
    .click();
  const details = page.getByRole('dialog', { name: 'Your details' });
  await details.getByLabel('Name (optional)').fill('Link Guest');
  await details.getByLabel('Email').fill(`link-switch-${Date.now()}@example.test`);
  await details.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${festival.url}/screeners/${screenerId}/watch?mode=anonymous`);
  await expect(page.getByRole('button', { name: 'Link Guest, my account' })).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-stream', 'movie_stream');
  expect(await storedSessionKey(page)).not.toBe(before);
});

test('a signed-in viewer opening a chat-room invitation is asked, and staying keeps the session', async ({
  page,
}) => {
  const name = viewerName(await logIn(page));
  const before = await storedSessionKey(page);
  // An invitation of its own (the seed's may have been used by another spec), for another address.
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const invitation = await api<{ created: number }>(page, 'admin/links/auto-register/create', {
    screener_id: screenerId,
    recipients: [{ email: `someone-else-${Date.now()}@example.test` }],
  });
  expect(invitation.error).toBeNull();
  const listed = await api<{ rows: { url: string }[] }>(page, 'admin/links/list', {
    kind: 'auto_register',
    screener_id: screenerId,
  });
  const logins = countCalls(page, 'consumer/loginWithAutoRegisterLink');
  await page.goto(listed.data.rows[0]?.url ?? '');

  // The invitation is for another address: asked only once the server says so, nothing used up.
  const choice = page.getByRole('dialog', { name: 'Already signed in' });
  await expect(choice.getByRole('button', { name: 'Switch account' })).toBeVisible();
  await choice.getByRole('button', { name: `Continue as ${name}` }).click();

  await expect(page).toHaveURL(`${festival.url}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: `${name}, my account` })).toBeVisible();
  expect(await storedSessionKey(page)).toBe(before);
  expect(logins()).toBe(1);
});

test('a signed-in viewer opening the login link of a code mail is asked, and switching signs in with it', async ({
  page,
}) => {
  const name = viewerName(await logIn(page));
  const before = await storedSessionKey(page);
  const email = `code-link-${Date.now()}@example.test`;
  expect((await api(page, 'consumer/checkEmail', { email })).error).toBeNull();
  await codeFromOutbox(email);
  const link = /(https?:\/\/\S+\/verify\/\S+)/.exec((await newestMailTo(email))?.text ?? '')?.[1] ?? '';
  await page.goto(link);

  const choice = page.getByRole('dialog', { name: 'Already signed in' });
  await expect(choice).toContainText(`You are signed in as ${name}.`);
  expect(await storedSessionKey(page)).toBe(before);
  await choice.getByRole('button', { name: 'Switch account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `${email}, my account` })).toBeVisible();
  expect(await storedSessionKey(page)).not.toBe(before);
});

test('the Hebrew site asks in Hebrew, right to left', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('screener.language', 'he'));
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${screenerId}/link/${GUEST_LINK}?mode=anonymous`);
  const choice = page.getByRole('dialog', { name: 'כבר התחברתם' });
  await expect(choice.getByRole('button', { name: 'להחליף חשבון' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
