import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, sessionByCode, storeSession } from './api-session.ts';
import { answerPaypalScript } from './paypal-offline.ts';
import { openPremiereTickets } from './purchase-dialog.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

/*
 * The site's own PayPal form (react-paypal-js) against PayPal offline: the server creates and
 * captures orders at the PayPal stand-in the config starts, and the browser's PayPal script and
 * PayPal's approval window are answered here (the script by `paypal-offline.ts`).
 */
const STAND_IN = `http://127.0.0.1:${process.env.PAYPAL_STAND_IN_PORT}`;

type StandInOrder = {
  status: string;
  purchase_units: { amount: { value: string; currency_code: string }; payments?: { captures: unknown[] } }[];
};

async function standInOrder(id: string): Promise<StandInOrder> {
  const response = await fetch(`${STAND_IN}/v2/checkout/orders/${id}`, {
    headers: { authorization: 'Bearer A21-token' },
  });
  return (await response.json()) as StandInOrder;
}

/** PayPal's approval window: the order's amount, Approve and Cancel; the answer goes to the opener. */
const approvalWindow = (order: StandInOrder) => {
  const amount = order.purchase_units[0]?.amount;
  return `<!doctype html><title>PayPal</title><h1>Pay with PayPal</h1>
<p>${amount?.value} ${amount?.currency_code}</p>
<form method="post" action="/checkoutnow/answer?approved=1"><button>Approve</button></form>
<form method="post" action="/checkoutnow/answer?approved=0"><button>Cancel</button></form>`;
};

/** Answers PayPal's script and window for this page; the ids of the orders the window opened. */
async function paypalOffline(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await answerPaypalScript(page);
  await page.context().route('https://www.paypal.com/checkoutnow**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/checkoutnow') {
      const token = url.searchParams.get('token') ?? '';
      opened.push(token);
      return route.fulfill({ contentType: 'text/html', body: approvalWindow(await standInOrder(token)) });
    }
    // The window's answer: an approval reaches PayPal (the stand-in), then the opener hears it.
    const token = opened.at(-1) ?? '';
    const approved = url.searchParams.get('approved') === '1';
    if (approved) {
      const approval = await fetch(`${STAND_IN}/test/orders/${token}/approve`, { method: 'POST' });
      expect(approval.status).toBe(200);
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<script>window.opener.postMessage(${JSON.stringify({ token, approved })}, '*'); window.close();</script>`,
    });
  });
  return opened;
}

/** A new viewer of the festival with the premiere's ticket dialog at the payment step, PayPal chosen. */
async function payWithPaypal(page: Page, email: string): Promise<Locator> {
  await page.goto(festival.url);
  await storeSession(page, await sessionByCode(page, email));
  const dialog = await openPremiereTickets(page, festival.url);
  await dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'PayPal' }).check();
  await expect(dialog.getByText('Pay €8.00 with PayPal.')).toBeVisible();
  return dialog;
}

type OrderRow = { state: string; gateway: string; amount_minor: number; currency: string };

async function ordersOf(page: Page, email: string): Promise<OrderRow[]> {
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const orders = await api<{ rows: OrderRow[] }>(page, 'admin/orders/list', { search: email });
  expect(orders.error).toBeNull();
  return orders.data.rows;
}

test('a viewer pays for a ticket with PayPal: the order is approved in PayPal’s window and captured', async ({
  page,
}) => {
  const opened = await paypalOffline(page);
  const email = `e2e-paypal-${Date.now()}@example.test`;
  const dialog = await payWithPaypal(page, email);

  const window = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'PayPal' }).click();
  const paypal = await window;
  // PayPal shows the order the server made for the ticket's price.
  await expect(paypal.getByText('8.00 EUR')).toBeVisible();
  await paypal.getByRole('button', { name: 'Approve' }).click();

  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
  expect(opened).toHaveLength(1);
  const order = await standInOrder(opened[0] ?? '');
  expect(order.status).toBe('COMPLETED');
  expect(order.purchase_units[0]?.payments?.captures).toHaveLength(1);
  expect(await ordersOf(page, email)).toEqual([
    expect.objectContaining({ state: 'paid', gateway: 'paypal', amount_minor: 800, currency: 'EUR' }),
  ]);
});

test('a viewer who cancels in PayPal’s window is told so, nothing is captured, and may pay again', async ({
  page,
}) => {
  const opened = await paypalOffline(page);
  const email = `e2e-paypal-cancel-${Date.now()}@example.test`;
  const dialog = await payWithPaypal(page, email);

  const window = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'PayPal' }).click();
  await (await window).getByRole('button', { name: 'Cancel' }).click();

  await expect(dialog.getByText('The PayPal payment was cancelled.')).toBeVisible();
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toHaveCount(0);
  expect((await standInOrder(opened[0] ?? '')).status).toBe('CREATED');
  expect((await ordersOf(page, email)).filter((row) => row.state === 'paid')).toEqual([]);

  // The buttons stay: a second try makes a new order, approved this time.
  const again = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'PayPal' }).click();
  await (await again).getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
  expect(opened).toHaveLength(2);
  expect(opened[1]).not.toBe(opened[0]);
  expect((await standInOrder(opened[1] ?? '')).status).toBe('COMPLETED');
  expect((await ordersOf(page, email)).filter((row) => row.state === 'paid')).toEqual([
    expect.objectContaining({ gateway: 'paypal', amount_minor: 800 }),
  ]);
});
