import { expect, type Page, test } from '@playwright/test';
import { sessionByCode } from './api-session.ts';
import { cinema } from './sites.ts';
import { staffLogIn } from './staff-session.ts';

/*
 * The cinema's hybrid event: no other spec holds or books its seats, so its venue can move to the
 * hall drawn here (an event with seats sold keeps its venue).
 */
const HYBRID = 'השומר של יפו: באולם ובבית';

/** The page in English, over the cinema's Hebrew, as a visitor picking it in the language menu. */
async function inEnglish(page: Page): Promise<void> {
  await page.goto(cinema.url);
  await page.evaluate(() => localStorage.setItem('screener.language', 'en'));
}

const cell = (page: Page, name: string | RegExp) =>
  page.getByRole('grid', { name: 'Seat map cells' }).getByRole('gridcell', { name });

test('a manager draws a 3x4 hall with an aisle and a wheelchair space, prices an event in it, and a viewer books a seat there', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const hall = `Studio ${Date.now()}`;
  await inEnglish(page);
  await staffLogIn(page, 'manager@cinema.localhost');
  await page.goto(`${cinema.url}/admin/venues`);
  await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Venues' })).toBeVisible();
  await page.getByRole('link', { name: 'New venue' }).click();
  await expect(page.getByRole('heading', { name: 'New venue', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(hall);
  await page.getByRole('textbox', { name: 'Address' }).fill('Harbour Road 3');
  await page.getByRole('spinbutton', { name: 'Rows' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Columns' }).fill('4');
  await page.getByRole('button', { name: 'Change size' }).click();
  await expect(cell(page, /^D\d/)).toHaveCount(0);
  await expect(cell(page, /^[A-C]\d/)).toHaveCount(12);

  // The aisle: the whole of column 2, chosen by its header.
  await page.getByRole('button', { name: 'Select column 2' }).click();
  await expect(page.getByText('Selected cells: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Make aisle or gap' }).click();
  await expect(cell(page, 'Aisle or gap')).toHaveCount(3);

  // The keyboard: arrows move, Space adds the cell, Escape clears.
  await cell(page, /^A1,/).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('Selected cells: 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Selected cells: 0')).toBeVisible();

  // The wheelchair space at the end of the back row, then the automatic labels.
  await cell(page, /^C4,/).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Wheelchair space' }).click();
  await page.getByRole('button', { name: 'Label all seats automatically' }).click();
  await expect(cell(page, 'C3, Wheelchair space')).toBeVisible();
  // Undo takes the labels back, redoing them is one click.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'C4, Wheelchair space')).toBeVisible();
  await page.getByRole('button', { name: 'Label all seats automatically' }).click();

  await page.getByRole('button', { name: 'Save venue' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/venues\/\d+$/);
  await expect(page.getByRole('heading', { name: hall, level: 1 })).toBeVisible();

  // The event's seat sale, in the event's own editor: this hall, a regular and a wheelchair
  // price, two seats an order.
  await page.goto(`${cinema.url}/admin/events`);
  await page.getByRole('link', { name: HYBRID }).click();
  const seatSale = page.getByRole('region', { name: 'Venue and seats' });
  await seatSale.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: hall }).click();
  await seatSale.getByRole('textbox', { name: 'Regular' }).fill('20');
  await seatSale.getByRole('textbox', { name: 'Wheelchair space' }).fill('5');
  await seatSale.getByRole('textbox', { name: 'Most seats per order' }).fill('2');
  await seatSale.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.goto(`${cinema.url}/admin/venues/events`);
  await expect(page.getByRole('button', { name: new RegExp(`${HYBRID}.*${hall}`) })).toBeVisible();

  // A viewer books the wheelchair space on the new hall.
  const viewer = await browser.newPage({ baseURL: cinema.url });
  await inEnglish(viewer);
  const session = await sessionByCode(viewer, `e2e-venues-${Date.now()}@example.test`);
  await viewer.evaluate(
    (stored) => localStorage.setItem('screener.session', JSON.stringify(stored)),
    session,
  );
  await viewer.goto(`${cinema.url}/screeners/upcoming`);
  await viewer.getByRole('article', { name: HYBRID }).click();
  // The overview says where the event plays.
  await expect(viewer.getByText(`Online and at ${hall}`)).toBeVisible();
  await expect(viewer.getByText('Harbour Road 3')).toBeVisible();
  await viewer
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  const dialog = viewer.getByRole('dialog', { name: HYBRID });
  await dialog.getByRole('button', { name: /At the venue/ }).click();
  const chart = viewer.getByRole('dialog', { name: `Choose your seats · ${HYBRID}` });
  const seats = chart.getByRole('grid', { name: 'Seats of the hall' });
  await expect(seats.getByRole('button')).toHaveCount(9);
  // The legend prices each category of the hall; a category without a price sells at the regular one.
  await expect(chart.getByRole('listitem').filter({ hasText: 'Regular' })).toHaveText('Regular · ₪20.00');
  await expect(chart.getByRole('listitem').filter({ hasText: 'Wheelchair space' })).toHaveText(
    'Wheelchair space · ₪5.00',
  );
  const wheelchair = seats.getByRole('button', { name: /^C3, Wheelchair space, ₪5\.00, Available$/ });
  await wheelchair.click();
  await expect(chart.getByRole('heading', { name: 'Your seats (1/2)' })).toBeVisible();
  await chart.getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await dialog.getByLabel(/^Card number/).fill('4242424242424242');
  await dialog.getByLabel(/^Address/).fill('Harbour Road 1');
  await dialog.getByLabel(/^ZIP code/).fill('12345');
  await dialog.getByRole('button', { name: 'Pay ₪5.00' }).click();
  await expect(dialog.getByText('Your venue ticket is booked.')).toBeVisible();

  // Back in the editor the booked seat is protected: it cannot become an aisle.
  await page.goto(`${cinema.url}/admin/venues`);
  await page.getByRole('link', { name: hall }).click();
  await expect(cell(page, 'C3, Wheelchair space, sold or held')).toBeVisible();
  await cell(page, /^C3,/).click();
  await page.getByRole('button', { name: 'Make aisle or gap' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'sold or held for an event to come' }),
  ).toContainText('C3');
});
