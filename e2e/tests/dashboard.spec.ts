import { expect, type Page, test } from '@playwright/test';
import { api, logIn, type Session } from './api-session.ts';
import { festival } from './sites.ts';

const SANDBOX_SUCCESS_CARD = '4242424242424242';

type Plan = { id: number; type: number; name: string; screening_ids: number[] };

/** Buys a plan with the sandbox gateway's success card, as the purchase dialog will. */
async function buy(page: Page, session: Session, plan: Plan, screenerId?: number) {
  const bought = await api<{ purchase: { status: number } }>(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: `e2e-dashboard-${plan.id}-${Date.now()}`,
      pricing_id: plan.id,
      ...(screenerId ? { screener_id: screenerId } : {}),
      card_number: SANDBOX_SUCCESS_CARD,
      zip_code: '12345',
      address: 'Fjord Street 1',
    },
    session,
  );
  expect(bought.error).toBeNull();
  expect(bought.data.purchase.status).toBe(30);
}

const LIVE_TITLE = 'Opening Night: Aurora Over the Fjord';
const PREMIERE_TITLE = 'Midnight Sun Express: World Premiere';

test('the viewer sees an enrolled event, a bought ticket and a pass, follows Watch and requests a refund', async ({
  page,
}) => {
  const session = await logIn(page);
  const { pricing } = (await api<{ pricing: Plan[] }>(page, 'monetization/listPricing', {}, session)).data;
  const single = pricing.find((plan) => plan.type === 10);
  const pass = pricing.find((plan) => plan.type === 20);
  if (!single || !pass) throw new Error('the demo plans are missing');
  const premiereId = single.screening_ids.find((id) => pass.screening_ids.includes(id));
  await buy(page, session, single, premiereId);
  await buy(page, session, pass);

  await page.goto(`${festival.url}/user`);
  await expect(page).toHaveURL(`${festival.url}/user/dashboard`);
  await expect(page.getByRole('heading', { name: 'Hello, Alex Morgan' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My events', selected: true })).toBeVisible();

  const live = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LIVE_TITLE }) });
  await expect(live.getByText('Reserved')).toBeVisible();
  const premiere = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PREMIERE_TITLE }) });
  await expect(premiere.getByText('Purchased')).toBeVisible();
  await expect(premiere.getByRole('timer')).toContainText('Starts in');

  // The refund request on the bought ticket: the reason is required.
  await premiere.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund or modification request' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('I cannot come that night');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your request has been submitted to the organisers')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The pass, on its tab.
  await page.getByRole('tab', { name: 'Passes' }).click();
  await expect(page).toHaveURL(`${festival.url}/user/dashboard?tab=purchases`);
  const passRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pass.name }) });
  await expect(passRow.getByText(`Screenings: ${pass.screening_ids.length}`)).toBeVisible();
  await expect(passRow.getByText(/^Valid till /)).toBeVisible();

  // An unknown tab falls back to the events, where Watch leads to the watch page.
  await page.goto(`${festival.url}/user/dashboard?tab=no-such-tab`);
  await expect(page.getByRole('tab', { name: 'My events', selected: true })).toBeVisible();
  await live.getByRole('link', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/\/screeners\/\d+\/watch$/);
});

test('a visitor who is not signed in is sent to login with the dashboard as the redirect', async ({
  page,
}) => {
  await page.goto(`${festival.url}/user/dashboard?tab=purchases`);
  await expect(page).toHaveURL(
    `${festival.url}/login?redirect=${encodeURIComponent('/user/dashboard?tab=purchases')}`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab the query opens is scrolled fully into view', async ({ page }) => {
    await logIn(page);
    await page.goto(`${festival.url}/user/dashboard?tab=profile`);
    const profile = page.getByRole('tab', { name: 'Profile', selected: true });
    // Nearly all of it: sub-pixel tab widths leave a sliver past the edge.
    await expect(profile).toBeInViewport({ ratio: 0.95 });
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });
});
