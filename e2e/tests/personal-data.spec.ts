import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox } from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use my password instead' }).click();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a viewer downloads their data, then deletes the account and can no longer sign in', async ({
  page,
}) => {
  const email = `erase-${Date.now()}@example.test`;
  await page.goto(`${festival.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await codeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Name', { exact: false }).first().fill('Robin Eraser');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Set a password' }).click();
  await page.getByLabel(/^Password/).fill('e2e-pass-1');
  await page.getByLabel(/^Confirm password/).fill('e2e-pass-1');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(`${festival.url}/user/dashboard`);

  await page.goto(`${festival.url}/user/dashboard?tab=profile`);
  const profile = page.getByRole('region', { name: 'My Profile' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    profile.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('personal-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; name: string };
  };
  expect(data.account).toMatchObject({ email, name: 'Robin Eraser' });

  await profile.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/stay in the organiser's accounts for invoices/)).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill('wrong-pass-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill('e2e-pass-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: /Login/ })).toBeVisible();
  expect((await newestMailTo(email))?.subject).toBe(`Your account on ${festival.title} was deleted`);

  await logInWithPassword(page, email, 'e2e-pass-1');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});
