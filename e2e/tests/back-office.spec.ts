import { expect, type Page, test } from '@playwright/test';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';

const OWNER = 'owner@festival.localhost';
const BOX_OFFICE = 'boxoffice@festival.localhost';
const DEMO_STAFF_PASSWORD = 'screener-staff';

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${festival.url}/admin/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).last().fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account of / }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
}

test('an owner invites a manager, who accepts from the mail and signs in', async ({ page }) => {
  const manager = `manager-${Date.now()}@example.test`;
  await signIn(page, OWNER, DEMO_STAFF_PASSWORD);
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('table', { name: 'Members' })).toContainText(OWNER);

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(manager);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('table', { name: 'Invitations waiting' })).toContainText(manager);
  await signOut(page);

  await expect.poll(() => newestMailTo(manager)).toBeDefined();
  const mail = await newestMailTo(manager);
  const link = /(https?:\/\/\S+\/admin\/invitation\/\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: `Join ${festival.title}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Morgan Manager');
  await page.getByLabel('Password').fill('manager-pass-1');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan Manager' })).toBeVisible();
  await expect(page.getByText('You are signed in as Manager.')).toBeVisible();
  await signOut(page);

  await signIn(page, manager, 'manager-pass-1');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Staff' })).toHaveCount(0);
});

test('an owner sees what each role may use, resends an invitation and finds it in the audit log', async ({
  page,
}) => {
  const guest = `resend-${Date.now()}@example.test`;
  await signIn(page, OWNER, DEMO_STAFF_PASSWORD);
  await page.getByRole('link', { name: 'Staff' }).click();
  const guide = page.getByRole('region', { name: 'What each role may use' });
  await expect(guide.getByRole('heading', { name: 'Box office' })).toBeVisible();
  await expect(guide).toContainText('Door check-in');

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(guest);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Box office' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Orders and cash payments',
    'Door check-in',
    'Support requests and chat reports',
  ]);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect.poll(() => newestMailTo(guest)).toBeDefined();

  await page.getByRole('button', { name: `Send the invitation to ${guest} again` }).click();
  await expect(page.getByText(`Invitation sent again to ${guest}.`)).toBeVisible();
  await expect
    .poll(async () => (await newestMailTo(guest))?.text ?? '')
    .toContain('replaces the one mailed to you before');

  // The log names the change and its fields, narrowed to this action.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Sent an invitation again' }).click();
  const newest = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
  await expect(newest.getByRole('heading')).toHaveText(/^Sent an invitation again · Invitation #\d+$/);
  await expect(newest).toContainText(`By ${OWNER}`);
  await expect(newest).toContainText(guest);
  await expect(newest).not.toContainText('{');
});

test('a staff member signs in with the link of the code mail, once', async ({ page }) => {
  await page.goto(`${festival.url}/admin/login`);
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(BOX_OFFICE);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`We sent a 4-digit code and a sign-in link to ${BOX_OFFICE}.`)).toBeVisible();

  const isNew = (mail: { text: string }) => /\/admin\/login\/link\//.test(mail.text);
  await expect.poll(() => newestMailTo(BOX_OFFICE, isNew)).toBeDefined();
  const mail = await newestMailTo(BOX_OFFICE, isNew);
  const link = /(https?:\/\/\S+\/admin\/login\/link\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await signOut(page);

  // Used once: the same link now says so and offers the sign-in page.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This sign-in link did not work.');
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
});

test('a box-office user cannot open the staff screen', async ({ page }) => {
  await signIn(page, BOX_OFFICE, DEMO_STAFF_PASSWORD);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto(`${festival.url}/admin/staff`);
  await expect(page.getByText('Your role does not open this page.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toHaveCount(0);
});

test('a box-office user cannot open the company settings', async ({ page }) => {
  await signIn(page, BOX_OFFICE, DEMO_STAFF_PASSWORD);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto(`${festival.url}/admin/settings`);
  await expect(page.getByText('Your role does not open this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company settings' })).toHaveCount(0);
});
