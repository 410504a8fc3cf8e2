import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, sessionByCode, storeSession } from './api-session.ts';
import { buyPremiereTicket } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

type SalesRow = {
  key: string | null;
  orders: number;
  gross_minor: number;
  refunded_minor: number;
  net_minor: number;
};
type OrderPage = { rows: { id: number }[] };

/** The demo festival's day now, in its time zone (Europe/London), as the report names days. */
const festivalToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** Money as the back-office writes it in English. */
const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('the sales report shows a day of two purchases and one refund as a chart, a table and a CSV', async ({
  page,
}) => {
  await page.goto(festival.url);
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const today = festivalToday();
  // What the day held before: the other tests of the run sell on the same site.
  const todayOf = async () => {
    const report = await api<{ rows: SalesRow[] }>(page, 'admin/reports/sales', { from: today, to: today });
    expect(report.error).toBeNull();
    return (
      report.data.rows.find((row) => row.key === today) ?? { orders: 0, gross_minor: 0, refunded_minor: 0 }
    );
  };
  const before = await todayOf();

  // Two viewers each buy the premiere's €8.00 ticket; staff give the first one's money back.
  const buyers: string[] = [];
  for (const name of ['first', 'second']) {
    const email = `e2e-sales-${name}-${Date.now()}@example.test`;
    await page.goto(festival.url);
    await storeSession(page, await sessionByCode(page, email));
    await buyPremiereTicket(page, festival.url);
    buyers.push(email);
  }
  const orders = await api<OrderPage>(page, 'admin/orders/list', { search: buyers[0] });
  const refunded = await api(page, 'admin/orders/refund', {
    purchase_id: orders.data.rows[0]?.id,
    reason: 'Cannot come',
  });
  expect(refunded.error).toBeNull();

  const expected = {
    orders: before.orders + 2,
    gross: before.gross_minor + 1600,
    refunded: before.refunded_minor + 800,
  };
  await page.goto(`${festival.url}/admin/reports`);
  await expect(page.getByRole('img', { name: 'Chart: Net' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Table: Sales' }).getByRole('row').filter({ hasText: today });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(today);
  await expect(cells.nth(1)).toHaveText(new Intl.NumberFormat('en').format(expected.orders));
  await expect(cells.nth(2)).toHaveText(euros(expected.gross));
  await expect(cells.nth(3)).toHaveText(euros(expected.refunded));
  await expect(cells.nth(4)).toHaveText(euros(expected.gross - expected.refunded));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('day,name,currency,orders,gross,refunded,net,commission');
  const line = lines.find((each) => each.startsWith(`${today},`));
  expect(line?.split(',').slice(2, 7)).toEqual([
    'EUR',
    String(expected.orders),
    (expected.gross / 100).toFixed(2),
    (expected.refunded / 100).toFixed(2),
    ((expected.gross - expected.refunded) / 100).toFixed(2),
  ]);
});
