import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, DEMO_VIEWER, demoEventId } from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';

/** The code and the login link of the newest mail to `to` in the outbox. */
async function mailFromOutbox(to: string): Promise<{ code: string; link: string }> {
  const code = await codeFromOutbox(to);
  const text = (await newestMailTo(to))?.text ?? '';
  return { code, link: /(https?:\/\/\S+)/.exec(text)?.[1] ?? '' };
}

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Every address is sent a code; a viewer with a password chooses it instead.
  await page.getByRole('button', { name: 'Use my password instead' }).click();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `${name}, my account` });
/** Where a login without a redirect target ends (spec part 1 §4). */
const viewerDashboard = `${festival.url}/user/dashboard`;

test('sign up with an emailed code, set a password, log out, log in with the password', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.test`;
  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.getByLabel('Verification code').fill((await mailFromOutbox(email)).code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await page.getByLabel('Name', { exact: false }).first().fill('Erin Tester');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set a password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Set a password' }).click();
  await page.getByLabel(/^Password/).fill('e2e-pass-1');
  await page.getByLabel(/^Confirm password/).fill('e2e-pass-1');
  await page.getByRole('button', { name: 'Change' }).click();

  await expect(page).toHaveURL(viewerDashboard);
  await expect(page.getByText(`Welcome to ${festival.title}!`)).toBeVisible();
  await accountButton(page, 'Erin Tester').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page.getByRole('link', { name: /Login/ })).toBeVisible();

  await logInWithPassword(page, email, 'e2e-pass-1');
  await expect(page).toHaveURL(viewerDashboard);
  await expect(accountButton(page, 'Erin Tester')).toBeVisible();
});

test('create an account: name and address first (customer/registration), then the code, and no name asked again', async ({
  page,
}) => {
  const email = `e2e-register-${Date.now()}@example.test`;
  await page.goto(`${festival.url}/login`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Rina Register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.getByLabel('Verification code').fill((await mailFromOutbox(email)).code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Set a password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(viewerDashboard);
  await expect(accountButton(page, 'Rina Register')).toBeVisible();
});

test('an anonymous access link asks for name and email, then opens the watch page in anonymous mode', async ({
  page,
}) => {
  // The seed put the anonymous access link on the demo's live event.
  await page.goto(festival.url);
  const screenerId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${screenerId}/link/demo-northern-lights-guest?mode=anonymous`);
  const dialog = page.getByRole('dialog', { name: 'Your details' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('invalid email')).toBeVisible();
  await dialog.getByLabel('Name (optional)').fill('Link Guest');
  await dialog.getByLabel('Email').fill(`guest-${Date.now()}@example.test`);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${festival.url}/screeners/${screenerId}/watch?mode=anonymous`);
  await expect(page.getByText('Anonymous mode')).toBeVisible();
  await accountButton(page, 'Link Guest').click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveCount(0);
});

test('a second login elsewhere logs the first browser out within a second, says why and offers to sign in again', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();

  await logInWithPassword(pageA, DEMO_VIEWER.email, DEMO_VIEWER.password);
  await expect(accountButton(pageA, 'Alex Morgan')).toBeVisible();
  // The realtime connection is up before the second login.
  await pageA.waitForTimeout(500);

  await logInWithPassword(pageB, DEMO_VIEWER.email, DEMO_VIEWER.password);
  await expect(accountButton(pageB, 'Alex Morgan')).toBeVisible();
  const ended = pageA.getByRole('alertdialog', { name: 'You were signed out' });
  await expect(ended).toBeVisible({ timeout: 1000 });
  // The ended session's own message (code 556) and why it ended.
  await expect(ended).toContainText('Authorization invalid. Your session expired.');
  await expect(ended).toContainText('signed in on another browser or device');
  await expect.poll(() => pageA.evaluate(() => localStorage.getItem('screener.session'))).toBeNull();
  await expect(accountButton(pageB, 'Alex Morgan')).toBeVisible();
  // Still there after a notice would have gone: a tab in the background tells it on return.
  await pageA.waitForTimeout(5500);
  await expect(ended).toBeVisible();

  // Signing in again brings the viewer back to the page the session ended on.
  await ended.getByRole('link', { name: 'Sign in again' }).click();
  await expect(pageA).toHaveURL(`${festival.url}/login?redirect=%2Fuser%2Fdashboard`);
  await pageA.getByLabel('Email').fill(DEMO_VIEWER.email);
  await pageA.getByRole('button', { name: 'Continue' }).click();
  await pageA.getByRole('button', { name: 'Use my password instead' }).click();
  await pageA.getByLabel(/^Password/).fill(DEMO_VIEWER.password);
  await pageA.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(pageA).toHaveURL(`${festival.url}/user/dashboard`);
  await expect(accountButton(pageA, 'Alex Morgan')).toBeVisible();

  await first.close();
  await second.close();
});

test('the profile: login required, then view, edit and change the password', async ({ page }) => {
  await page.goto(`${festival.url}/user/dashboard?tab=profile`);
  await expect(page).toHaveURL(`${festival.url}/login?redirect=%2Fuser%2Fdashboard%3Ftab%3Dprofile`);
  await page.getByLabel('Email').fill(DEMO_VIEWER.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use my password instead' }).click();
  await page.getByLabel(/^Password/).fill(DEMO_VIEWER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${festival.url}/user/dashboard?tab=profile`);

  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(DEMO_VIEWER.email);
  await profile.getByRole('button', { name: 'Edit' }).click();
  await profile.getByLabel(/^Name/).fill('Al');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Minimum length of 3 characters is required')).toBeVisible();
  await profile.getByLabel(/^Name/).fill('Alex Morgan-Lee');
  await profile.getByLabel('City').fill('Tromsø');
  await profile.getByLabel(/^Phone/).fill('07700 900123');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was updated')).toBeVisible();
  await expect(profile.getByText('Tromsø')).toBeVisible();
  await expect(profile.getByText('+44 7700 900123')).toBeVisible();

  await profile.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Password/).fill(DEMO_VIEWER.password);
  await dialog.getByLabel(/^Confirm password/).fill('something-else');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('The password does not match')).toBeVisible();
  await dialog.getByLabel(/^Confirm password/).fill(DEMO_VIEWER.password);
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the login link in the code mail signs in and goes to the redirect target', async ({ page }) => {
  const email = `link-${Date.now()}@example.test`;
  await page.goto(`${festival.url}/login?redirect=%2Fabout`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const { link } = await mailFromOutbox(email);
  expect(new URL(link).pathname).toMatch(/^\/verify\/[0-9a-f]{64}\/[\w-]{22}$/);
  await page.goto(link);
  await expect(page).toHaveURL(`${festival.url}/about`);
  await expect(accountButton(page, email)).toBeVisible();
});

test('after a wrong code or password, focus is back on the field in error', async ({ page }) => {
  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(`e2e-focus-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Verification code');
  await code.fill('0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();

  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(DEMO_VIEWER.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use my password instead' }).click();
  const password = page.getByLabel(/^Password/);
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
});
