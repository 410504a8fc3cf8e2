import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { api, demoEventId, sessionByCode } from './api-session.ts';
import { festival } from './sites.ts';
import { staffOf, staffSignIn } from './staff-session.ts';

type Received = { headers: IncomingMessage['headers']; body: string };

/**
 * A receiver on this machine, as an organisation's system would run one: the e2e server allows a
 * loopback endpoint over http (WEBHOOK_ALLOW_LOOPBACK is on outside production).
 */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/screener-hook`, received };
}

/** What a receiver checks (docs/api.md): the HMAC-SHA256 of `<t>.<body>` under the secret. */
function signatureValid(secret: string, header: string, body: string): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = parts.get('t') ?? '';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The value a shown-once dialog holds, then the dialog closed. */
async function takeShownOnce(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('This is the only time it is shown.', { exact: false })).toBeVisible();
  const value = await dialog.getByRole('textbox', { name: title }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return value;
}

/**
 * Every order the key reads, page by page through the cursor: asked from the page, whose browser
 * resolves the site's *.localhost name.
 */
async function ordersOf(page: Page, key: string): Promise<{ status: number; ids: number[] }> {
  return page.evaluate(async (key) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const answer = await fetch(`/api/v1/orders?limit=200${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      if (answer.status !== 200) return { status: answer.status, ids };
      const body = (await answer.json()) as { data: { id: number }[]; next_cursor: string | null };
      ids.push(...body.data.map((order) => order.id));
      cursor = body.next_cursor;
    } while (cursor);
    return { status: 200, ids };
  }, key);
}

test('an owner registers a webhook and an API key; a sale is delivered signed and read through the key until it is revoked', async ({
  page,
  browser,
}) => {
  const receiver = await startReceiver();
  try {
    await staffSignIn(page, festival.url, staffOf('festival.localhost').owner);
    await page.goto(`${festival.url}/admin/integrations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const endpointDialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await endpointDialog.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await endpointDialog.getByRole('checkbox', { name: 'Order completed' }).check();
    await endpointDialog.getByRole('button', { name: 'Save' }).click();
    const secret = await takeShownOnce(page, 'Signing secret');
    expect(secret).toMatch(/^whsec_/);
    await expect(
      page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: new RegExp(receiver.url) }),
    ).toBeVisible();

    const keyName = `Ticket sync ${Date.now()}`;
    await page.getByRole('button', { name: 'Create a key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'New API key' });
    await keyDialog.getByRole('textbox', { name: 'Name' }).fill(keyName);
    await keyDialog.getByRole('button', { name: 'Create a key' }).click();
    const key = await takeShownOnce(page, 'API key');
    expect(key.length).toBeGreaterThan(20);

    // A new viewer buys a ticket to the premiere on the festival's site.
    const viewerPage = await browser.newPage();
    await viewerPage.goto(festival.url);
    const session = await sessionByCode(viewerPage, `e2e-integrations-${Date.now()}@example.test`);
    const premiereId = await demoEventId(viewerPage, 'upcoming', 'Midnight Sun Express: World Premiere');
    const { pricing } = (
      await api<{ pricing: { id: number; type: number; screening_ids: number[] }[] }>(
        viewerPage,
        'monetization/listPricing',
        {},
        session,
      )
    ).data;
    const single = pricing.find((plan) => plan.type === 10 && plan.screening_ids.includes(premiereId));
    if (!single) throw new Error('the demo single-ticket plan is missing');
    const bought = await api<{ purchase: { id: number; status: number } }>(
      viewerPage,
      'purchase/screeningOrGroupTicket',
      {
        charge_type: 'sandbox',
        idempotency_key: `e2e-integrations-${Date.now()}`,
        pricing_id: single.id,
        screener_id: premiereId,
        card_number: '4242424242424242',
        zip_code: '12345',
        address: 'Fjord Street 1',
      },
      session,
    );
    expect(bought.error).toBeNull();
    const orderId = bought.data.purchase.id;
    await viewerPage.close();

    // The sale reaches the receiver, signed with the secret shown once.
    await expect
      .poll(() => receiver.received.find((delivery) => JSON.parse(delivery.body).data?.order_id === orderId))
      .toBeDefined();
    const delivery = receiver.received.find((item) => JSON.parse(item.body).data?.order_id === orderId);
    if (!delivery) throw new Error('no delivery');
    expect(JSON.parse(delivery.body).type).toBe('order.completed');
    expect(delivery.headers['screener-event']).toBe('order.completed');
    const signature = String(delivery.headers['screener-signature']);
    expect(signatureValid(secret, signature, delivery.body)).toBe(true);
    expect(signatureValid('whsec_someone-else', signature, delivery.body)).toBe(false);

    // The key reads the orders, this sale among them.
    const read = await ordersOf(page, key);
    expect(read.status).toBe(200);
    expect(read.ids).toContain(orderId);

    const keyRow = page
      .getByRole('table', { name: 'API keys' })
      .getByRole('row', { name: new RegExp(keyName) });
    await keyRow.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the key?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(keyRow.getByText(/^Revoked /)).toBeVisible();
    expect((await ordersOf(page, key)).status).toBe(401);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
