import { expect, type Page, test } from '@playwright/test';
import { newestMailTo } from './outbox.ts';
import { cinema, festival } from './sites.ts';
import { staffSignIn } from './staff-session.ts';

/** The demo's platform operator (apps/server/src/modules/staff/demo-staff.ts). */
const OPERATOR = 'operator@platform.localhost';

/** The site's start call, asked from the visitor's page (its browser resolves *.localhost). */
const companyAnswer = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/guest/company/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return (await answer.json()) as {
      data: { company: { title: string } } | null;
      error: { code: number } | null;
    };
  });

test('the operator creates a company, moves its domain, invites its owner, suspends its site and reinstates it', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Harbour Cinema ${stamp}`;
  const firstDomain = `harbour-${stamp}.localhost`;
  const movedDomain = `harbour-moved-${stamp}.localhost`;
  const port = new URL(festival.url).port;
  const ownerEmail = `harbour-owner-${stamp}@example.test`;

  await staffSignIn(page, festival.url, OPERATOR);
  await page.goto(`${festival.url}/admin/platform`);
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  await page.getByRole('button', { name: 'New company' }).click();
  const create = page.getByRole('dialog', { name: 'New company' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(title);
  await create.getByRole('textbox', { name: 'Short name' }).fill(`harbour-${stamp}`);
  await create.getByRole('textbox', { name: 'Domain' }).fill(firstDomain);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // A host another site has: the server's message on the field, and the dialog stays open.
  await row.getByRole('button', { name: `Set the domain of ${title}` }).click();
  const domainDialog = page.getByRole('dialog', { name: `Domain of ${title}` });
  const domainField = domainDialog.getByRole('textbox', { name: 'Domain' });
  await domainField.fill(new URL(cinema.url).hostname);
  await domainDialog.getByRole('button', { name: 'Save domain' }).click();
  await expect(domainField).toHaveAttribute('aria-invalid', 'true');
  await expect(domainDialog.getByText('Another site already uses this domain or short name.')).toBeVisible();
  await domainField.fill(movedDomain);
  await domainDialog.getByRole('button', { name: 'Save domain' }).click();
  await expect(domainDialog).toBeHidden();
  await expect(row.getByText(movedDomain)).toBeVisible();

  await row.getByRole('button', { name: `Invite an owner of ${title}` }).click();
  const inviteDialog = page.getByRole('dialog', { name: `Invite an owner of ${title}` });
  await inviteDialog.getByRole('textbox', { name: 'Owner’s email' }).fill(ownerEmail);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  // The invitation leads to the company's new host.
  await expect
    .poll(async () => (await newestMailTo(ownerEmail))?.text ?? '')
    .toContain(`http://${movedDomain}:${port}/admin/invitation/`);

  await row.getByRole('button', { name: `Suspend ${title}` }).click();
  const suspendDialog = page.getByRole('dialog', { name: `Suspend ${title}` });
  await suspendDialog.getByRole('textbox', { name: 'Reason' }).fill('Contract ended');
  await suspendDialog.getByRole('button', { name: 'Suspend site' }).click();
  await expect(suspendDialog).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // The site tells a visitor it is unavailable; its calls are refused with the code in the envelope.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  const siteUrl = `http://${movedDomain}:${port}`;
  await visitor.goto(siteUrl);
  await expect(
    visitor.getByText('This site is unavailable at the moment. Please come back later.'),
  ).toBeVisible();
  expect((await companyAnswer(visitor)).error).toMatchObject({ code: 4420 });

  await row.getByRole('button', { name: `Reinstate ${title}` }).click();
  const reinstateDialog = page.getByRole('dialog', { name: `Reinstate ${title}` });
  await expect(reinstateDialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Contract ended');
  await reinstateDialog.getByRole('button', { name: 'Reinstate site' }).click();
  await expect(reinstateDialog).toBeHidden();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  await visitor.goto(siteUrl);
  await expect(visitor).toHaveTitle(new RegExp(title));
  await expect(visitor.getByText('This site is unavailable at the moment.', { exact: false })).toHaveCount(0);
  expect((await companyAnswer(visitor)).data?.company.title).toBe(title);
  await visitor.close();
});
