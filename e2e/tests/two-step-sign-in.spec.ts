import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { api } from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

/**
 * Moves the server's clock by `ms` and answers its time: the codes are the app's for the server's
 * time, which earlier tests of the run may have moved.
 */
async function serverTime(page: Page, ms: number): Promise<number> {
  const now = await page.evaluate(async (advance) => {
    const answer = await fetch('/__test/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_ms: advance }),
    });
    return ((await answer.json()) as { data: { now: string } }).data.now;
  }, ms);
  return Date.parse(`${now.replace(' ', 'T')}Z`);
}

const codeOf = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });

test('a manager sets up an authenticator app, then signs in with its code after the password', async ({
  page,
}) => {
  // A member of their own, so the demo accounts other tests sign in with keep one step.
  const email = `two-step-${Date.now()}@example.test`;
  const password = 'two-step-pass';
  await page.goto(festival.url);
  await staffLogIn(page, staffOf('festival.localhost').owner);
  expect((await api(page, 'admin/staff/invite', { email, role: 'manager' })).error).toBeNull();
  await expect.poll(() => newestMailTo(email)).toBeDefined();
  const token = /\/admin\/invitation\/(\S+)/.exec((await newestMailTo(email))?.text ?? '')?.[1] ?? '';
  const accepted = await api(page, 'admin/staff/invitation/accept', {
    token,
    name: 'Tess Twostep',
    password,
  });
  expect(accepted.error).toBeNull();

  await page.goto(`${festival.url}/admin/account`);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('code').textContent()) ?? '';
  await page.getByRole('textbox', { name: '6-digit code' }).fill(codeOf(secret, await serverTime(page, 0)));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();

  await page.getByRole('button', { name: /^Account of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).last().fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(code).toHaveAccessibleDescription(/not right/);
  // The code that turned the app on was spent: the next one signs in.
  await code.fill(codeOf(secret, await serverTime(page, 30_000)));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Twostep' })).toBeVisible();
});
