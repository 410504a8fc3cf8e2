import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_VIEWER, logIn } from './api-session.ts';
import { festival } from './sites.ts';

type Redeemed = { consumer: { name: string | null; email: string } };

/** An external app of its own per run: a host the viewer approves is remembered. */
const appHost = (name: string) => `${name}-${Date.now()}.example.org`;

/** The external app's callback page, answered here: nothing leaves the machine. */
async function serveApp(page: Page, host: string): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`https://${host}/**`, async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<h1>Partner app</h1>' });
  });
  return visits;
}

test('a signed-in viewer approves an app, which gets a one-time code for the viewer; the next visit goes straight on', async ({
  page,
}) => {
  await logIn(page, DEMO_VIEWER);
  const company = await api<{ company: { id: number } }>(page, 'guest/company/get', { origin: festival.url });
  const host = appHost('partner');
  const visits = await serveApp(page, host);
  const loginUrl = `${festival.url}/oauth/login?redirect_url=${encodeURIComponent(`https://${host}/callback?from=screener`)}`;

  // A host the viewer has not approved yet: the page asks first (spec part 2 §2.5).
  await page.goto(loginUrl);
  await expect(page.getByRole('heading', { name: `Log in to ${host}` })).toBeVisible();
  await expect(page.getByText(`Screener will share your name and email with ${host}.`)).toBeVisible();
  expect(visits).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();

  // The app's callback gets the company as client_id and a code, its own query kept.
  await expect(page.getByRole('heading', { name: 'Partner app' })).toBeVisible();
  const callback = new URL(page.url());
  expect(`${callback.origin}${callback.pathname}`).toBe(`https://${host}/callback`);
  expect(callback.searchParams.get('from')).toBe('screener');
  expect(callback.searchParams.get('client_id')).toBe(String(company.data.company.id));
  const code = callback.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  // The app trades the code, server to server, for who signed in: once only.
  await page.goto(festival.url);
  const redeemed = await api<Redeemed>(page, 'oauth/redeem', { client_id: company.data.company.id, code });
  expect(redeemed.error).toBeNull();
  // The demo viewer's name, as the profile's test may have left it (it adds a second surname).
  expect(redeemed.data.consumer).toMatchObject({
    email: DEMO_VIEWER.email,
    name: expect.stringMatching(/^Alex Morgan/),
  });
  const again = await api<Redeemed>(page, 'oauth/redeem', { client_id: company.data.company.id, code });
  expect(again.data).toBeNull();
  expect(again.error).not.toBeNull();

  // Approved once, the host is not asked about again: a new code goes straight to the app.
  await page.goto(loginUrl);
  await expect(page.getByRole('heading', { name: 'Partner app' })).toBeVisible();
  const second = new URL(page.url()).searchParams.get('code') ?? '';
  expect(second).not.toBe('');
  expect(second).not.toBe(code);
  expect(visits).toHaveLength(2);
});

test('a viewer who cancels the approval stays on the site and the app gets nothing', async ({ page }) => {
  await logIn(page, DEMO_VIEWER);
  const host = appHost('declined');
  const visits = await serveApp(page, host);
  await page.goto(
    `${festival.url}/oauth/login?redirect_url=${encodeURIComponent(`https://${host}/callback`)}`,
  );
  await expect(page.getByRole('heading', { name: `Log in to ${host}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${festival.url}/`);
  await expect(page.getByRole('heading', { name: `Log in to ${host}` })).toHaveCount(0);
  expect(visits).toEqual([]);
});

test('a visitor not signed in logs in first and comes back to the approval', async ({ page }) => {
  const host = appHost('visitor');
  const visits = await serveApp(page, host);
  await page.goto(
    `${festival.url}/oauth/login?redirect_url=${encodeURIComponent(`https://${host}/callback`)}`,
  );
  await expect(page).toHaveURL(/\/login\?redirect=%2Foauth%2Flogin/);
  await page.getByLabel('Email').fill(DEMO_VIEWER.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use my password instead' }).click();
  await page.getByLabel(/^Password/).fill(DEMO_VIEWER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page.getByRole('heading', { name: `Log in to ${host}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Partner app' })).toBeVisible();
  expect(visits).toHaveLength(1);
});
