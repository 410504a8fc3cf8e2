import { expect, test } from '@playwright/test';
import { api, sessionByCode, storeSession } from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

const SUCCESS_CARD = '4242424242424242';
const DAY = 86_400_000;

/** A UTC time as the API writes it: `YYYY-MM-DD HH:mm:ss`. */
const apiTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

test('a sold-out event’s waitlist: a viewer joins, staff refund a ticket, the mailed link holds the place and the viewer buys it', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Waitlist night ${stamp}`;
  const buyerEmail = `e2e-waitlist-buyer-${stamp}@example.test`;
  const waiterEmail = `e2e-waitlist-waiter-${stamp}@example.test`;
  await page.goto(festival.url);

  // Staff put on a one-place event with a ticket.
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const created = await api<{ event: { id: number } }>(page, 'admin/events/create', {
    event: {
      title,
      kind: 'virtual',
      starts_at: apiTime(new Date(stamp + 7 * DAY)),
      ends_at: apiTime(new Date(stamp + 7 * DAY + 2 * 3_600_000)),
      registration_ends_at: null,
      tolerance_minutes: null,
      capacity: 1,
      description: 'One seat only.',
      thumbnail_url: null,
      film_ids: [],
      chat_room: false,
      paid: true,
      rental_hours: null,
      geo_mode: 'all',
      geo_countries: [],
    },
  });
  expect(created.error).toBeNull();
  const eventId = created.data.event.id;
  expect((await api(page, 'admin/events/publish', { screener_id: eventId })).error).toBeNull();
  const plan = await api<{ plan: { id: number } }>(page, 'admin/plans/save', {
    type: 10,
    name: 'Waitlist ticket',
    price: '8.00',
    currency: 'EUR',
    screening_ids: [eventId],
  });
  expect(plan.error).toBeNull();

  // The one place is sold.
  const buyer = await sessionByCode(page, buyerEmail);
  const bought = await api<{ purchase: { id: number } }>(
    page,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      pricing_id: plan.data.plan.id,
      card_number: SUCCESS_CARD,
      zip_code: 'G11AA',
      address: 'Fjord Street 1',
    },
    buyer,
  );
  expect(bought.error).toBeNull();

  // Another viewer finds it sold out and joins the waitlist instead of buying.
  const waiter = await sessionByCode(page, waiterEmail);
  await storeSession(page, waiter);
  await page.goto(`${festival.url}/screeners/${eventId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Event actions' });
  await expect(actions.getByRole('button', { name: 'Buy ticket' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('You are number 1 in line')).toBeVisible();

  // Staff refund the ticket: the place frees and is offered to the first in line.
  const orders = await api<{ rows: { id: number }[] }>(page, 'admin/orders/list', { search: buyerEmail });
  const refunded = await api(page, 'admin/orders/refund', {
    purchase_id: orders.data.rows[0]?.id,
    reason: 'Cannot come',
  });
  expect(refunded.error).toBeNull();
  let link = '';
  await expect
    .poll(async () => {
      const mail = await newestMailTo(
        waiterEmail,
        (sent) => sent.subject === `A place at ${title} is yours to take`,
      );
      link = /\/waitlist\/claim\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  // The mailed link claims the place and leads to the purchase.
  await page.goto(`${festival.url}${link}`);
  await expect(page.getByText(/^A place is held for you until /)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the event to buy' }).click();
  await actions.getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: /^Waitlist ticket: €8\.00/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await dialog.getByLabel(/^Card number/).fill(SUCCESS_CARD);
  await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
  await dialog.getByLabel(/^ZIP code/).fill('G11AA');
  await dialog.getByRole('button', { name: 'Pay €8.00' }).click();
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();

  // The back-office shows the line and the claimed offer.
  await page.goto(`${festival.url}/admin/events/${eventId}/waitlist`);
  const row = page.getByRole('row').filter({ hasText: waiterEmail });
  await expect(row.getByText('Claimed')).toBeVisible();
});
