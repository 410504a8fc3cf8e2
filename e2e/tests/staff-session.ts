import { expect, type Page } from '@playwright/test';
import { api } from './api-session.ts';

/** The demo back-office accounts of a site (`owner@<domain>`, `boxoffice@<domain>`) and their password. */
export const DEMO_STAFF_PASSWORD = 'screener-staff';
export const staffOf = (domain: string) => ({ owner: `owner@${domain}`, boxOffice: `boxoffice@${domain}` });

/**
 * Signs the page's browser in to the back-office through its login call, from a page of the site:
 * the http-only cookie it sets then goes with every `admin/...` call of that browser.
 */
export async function staffLogIn(page: Page, email: string): Promise<void> {
  const answer = await api(page, 'admin/staff/login/password', { email, password: DEMO_STAFF_PASSWORD });
  expect(answer.error).toBeNull();
}

/** Signs in on the back-office's own sign-in page, as a person would. */
export async function staffSignIn(page: Page, siteUrl: string, email: string): Promise<void> {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).last().fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}
