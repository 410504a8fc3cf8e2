import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, sessionByCode } from './api-session.ts';
import { openPremiereTickets, PREMIERE } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffSignIn } from './staff-session.ts';

const MANAGER = 'manager@festival.localhost';

test('a manager sells a new ticket with a batch of coupons, and a viewer redeems one at checkout', async ({
  page,
  browser,
}) => {
  // Two people's whole journeys, each step waiting on the server.
  test.slow();
  const planName = `Premiere balcony ${Date.now()}`;
  await staffSignIn(page, festival.url, MANAGER);
  let planId: number | null = null;
  try {
    // The plan: a single ticket for the demo premiere.
    await page.getByRole('navigation').getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New plan' });
    await planDialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await planDialog.getByRole('textbox', { name: 'Price' }).fill('3');
    await planDialog.getByRole('combobox', { name: 'Events' }).fill('Midnight Sun');
    await page.getByRole('option', { name: PREMIERE }).click();
    await planDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${planName} is saved.`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(planName);
    await expect(page.getByRole('gridcell', { name: planName })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: '3.00 EUR' })).toBeVisible();
    const listed = await api<{ rows: { id: number }[] }>(page, 'admin/plans/list', { search: planName });
    planId = listed.data.rows[0]?.id ?? null;

    // A code longer than the rule's six characters is refused with the rule, never cut short.
    await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const couponDialog = page.getByRole('dialog', { name: 'New coupon' });
    const codeField = couponDialog.getByRole('textbox', { name: 'Code' });
    await codeField.fill('FESTIVAL50');
    await expect(codeField).toHaveValue('FESTIVAL50');
    await couponDialog.getByRole('spinbutton', { name: 'Discount (%)' }).fill('50');
    await couponDialog.getByRole('button', { name: 'Create' }).click();
    await expect(couponDialog.getByText('A coupon is exactly 6 letters or digits')).toBeVisible();
    await expect(codeField).toBeFocused();
    await couponDialog.getByRole('button', { name: 'Cancel' }).click();
    const cut = await api<{ rows: unknown[] }>(page, 'admin/coupons/list', { search: 'FESTIV' });
    expect(cut.data.rows).toEqual([]);

    // Five coupons for that plan, downloaded as CSV.
    await page.getByRole('button', { name: 'Batch of coupons' }).click();
    const batchDialog = page.getByRole('dialog', { name: 'Batch of coupons' });
    await batchDialog.getByRole('spinbutton', { name: 'Number of codes' }).fill('5');
    await batchDialog.getByRole('spinbutton', { name: 'Discount (%)' }).fill('50');
    await batchDialog.getByRole('spinbutton', { name: 'Uses per code' }).fill('1');
    await batchDialog.getByRole('combobox', { name: 'Plans' }).fill(planName);
    await page.getByRole('option', { name: planName }).click();
    await batchDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('5 coupons created.')).toBeVisible();
    // The list shows every code, newest first, so the download holds this batch.
    await expect(page.getByRole('searchbox', { name: 'Search by code' })).toHaveValue('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('coupons.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('code,percent_off,valid_until,max_uses,used_count,active,plans,created_at');
    const fresh = lines.filter((line) => line.includes(`,${planName},`));
    expect(fresh).toHaveLength(5);
    const code = fresh[0]?.split(',')[0] ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

    // A new viewer buys the ticket at half price with one of the codes.
    const viewer = await browser.newPage();
    await viewer.goto(festival.url);
    const session = await sessionByCode(viewer, `e2e-coupon-${Date.now()}@example.test`);
    await viewer.evaluate(
      (stored) => localStorage.setItem('screener.session', JSON.stringify(stored)),
      session,
    );
    const dialog = await openPremiereTickets(viewer, festival.url);
    await dialog.getByRole('radio', { name: new RegExp(`^${planName}: €3\\.00`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
    await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
    // A code pasted with extra characters is refused as too long, not cut to another code.
    await dialog.getByLabel('Coupon code').fill(`${code}XY`);
    await expect(dialog.getByLabel('Coupon code')).toHaveValue(`${code}XY`);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('It can not be longer than 6')).toBeVisible();
    await dialog.getByLabel('Coupon code').fill(code);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText(`Coupon ${code} applied: 50% off`)).toBeVisible();
    await dialog.getByLabel(/^Card number/).fill('4242424242424242');
    await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
    await dialog.getByLabel(/^ZIP code/).fill('G11AA');
    await dialog.getByRole('button', { name: 'Pay €1.50' }).click();
    await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
    await viewer.close();

    // The code's one use is taken.
    await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
    await expect(page.getByRole('gridcell', { name: '1 / 1' })).toBeVisible();
  } finally {
    // The demo premiere's plans are what other specs count on: the new one leaves the site again.
    if (planId !== null) {
      await staffLogIn(page, MANAGER);
      await api(page, 'admin/plans/setActive', { id: planId, active: false });
    }
  }
});
