import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, DEMO_VIEWER, logIn, sessionByCode } from './api-session.ts';
import { cinema, festival } from './sites.ts';
import { staffOf, staffSignIn } from './staff-session.ts';

/** The sandbox gateway's test cards (contracts SANDBOX_CARDS). */
const CARDS = { success: '4242424242424242', threeDSecure: '4000002760003184', declined: '4000000000000002' };
/** The demo's 100% coupon. */
const FREE_COUPON = 'FREE01';
const PREMIERE = 'Midnight Sun Express: World Premiere';
const TALK = 'Filmmakers in Conversation';
const HYBRID = "The Lighthouse Keeper's Daughter: In the Hall and Online";
const OPENING = 'Opening Night: Aurora Over the Fjord';
/** The cinema's premiere: its programme is in Hebrew, its interface in the viewer's language. */
const CINEMA_PREMIERE = 'בכורה: קיץ אחרון בעכו';

/*
 * Each purchase test signs up a viewer of its own: a plan is bought once per viewer, and the demo
 * viewer's purchases belong to the dashboard and watch specs. So every test can buy the premiere's
 * single ticket, and the demo programme (whose lists other specs count) stays as it is.
 */
const newEmail = (label: string) => `e2e-buyer-${label}-${Date.now()}@example.test`;

async function signInNewViewer(page: Page, label: string): Promise<void> {
  await page.goto(festival.url);
  const session = await sessionByCode(page, newEmail(label));
  await page.evaluate((stored) => localStorage.setItem('screener.session', JSON.stringify(stored)), session);
}

async function openOverview(page: Page, title: string, list = 'upcoming'): Promise<void> {
  await page.goto(`${festival.url}/screeners/${list}`);
  await page.getByRole('article', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const eventActions = (page: Page) => page.getByRole('group', { name: 'Event actions' });
const enrollmentDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

type EnrollmentDialog = ReturnType<typeof enrollmentDialog>;

/** From the overview's Buy ticket to the payment step with the single ticket and the sandbox gateway. */
async function startSingleTicketPayment(page: Page): Promise<EnrollmentDialog> {
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = enrollmentDialog(page, PREMIERE);
  await chooseSingleTicket(dialog);
  return dialog;
}

async function chooseSingleTicket(dialog: EnrollmentDialog): Promise<void> {
  // Each step's heading takes the focus, so keyboard and screen-reader users start from it.
  await expect(dialog.getByRole('heading', { name: 'Choose a ticket' })).toBeFocused();
  // Continue without a plan says one is needed.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please select a pricing plan first')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(dialog.getByText('Total')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
}

async function payWithCard(dialog: EnrollmentDialog, card: string, amount = '€8.00') {
  await dialog.getByLabel(/^Card number/).fill(card);
  await dialog.getByLabel(/^Address/).fill('Fjord Street 1');
  await dialog.getByLabel(/^ZIP code/).fill('G1 1AA');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** The success message, then Done: on the overview the dialog closes there, and the overview says so. */
async function expectEnrolledOnOverview(page: Page, dialog: EnrollmentDialog) {
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(eventActions(page).getByRole('button', { name: 'Watch' })).toBeVisible();
}

async function expectOnDashboard(page: Page, title: string) {
  await page.goto(`${festival.url}/user/dashboard`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Reserved')).toBeVisible();
}

test('a visitor signs up in the dialog and buys a single ticket with the success card', async ({ page }) => {
  const email = newEmail('signup');
  await openOverview(page, PREMIERE);
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();

  // The login steps are the login page's, inside the dialog.
  const dialog = enrollmentDialog(page, PREMIERE);
  await expect(dialog.getByRole('img', { name: festival.title })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await dialog.getByLabel('Name', { exact: false }).first().fill('Robin Buyer');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();

  await chooseSingleTicket(dialog);
  await payWithCard(dialog, CARDS.success);
  await expectEnrolledOnOverview(page, dialog);
  await expectOnDashboard(page, PREMIERE);
});

test('the 3-D Secure card completes in the challenge frame', async ({ page }) => {
  await signInNewViewer(page, '3ds');
  await openOverview(page, PREMIERE);
  const dialog = await startSingleTicketPayment(page);
  await payWithCard(dialog, CARDS.threeDSecure);

  const challenge = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await expect(challenge).toBeVisible();
  await page
    .frameLocator('iframe[title="Confirm the payment with your bank"]')
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expect(challenge).toBeHidden();
  await expectEnrolledOnOverview(page, dialog);
  await expectOnDashboard(page, PREMIERE);
});

test('a viewer who closed the tab on the 3-D Secure challenge buys again at once, and pays once', async ({
  context,
  page,
}) => {
  await signInNewViewer(page, '3ds-left');
  await openOverview(page, PREMIERE);
  await payWithCard(await startSingleTicketPayment(page), CARDS.threeDSecure);
  await expect(page.getByRole('dialog', { name: 'Confirm the payment with your bank' })).toBeVisible();
  await page.close();

  const again = await context.newPage();
  await openOverview(again, PREMIERE);
  // Not "One of your payment is still in process": the challenge left open gives way to a new payment.
  const dialog = await startSingleTicketPayment(again);
  await payWithCard(dialog, CARDS.success);
  await expectEnrolledOnOverview(again, dialog);
});

test('a declined card says so and that nothing was charged, and a retry with the success card pays', async ({
  page,
}) => {
  await signInNewViewer(page, 'declined');
  await openOverview(page, PREMIERE);
  const dialog = await startSingleTicketPayment(page);
  await payWithCard(dialog, CARDS.declined);
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined. Nothing was charged.');
  await expect(dialog.getByLabel(/^Card number/)).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();

  await payWithCard(dialog, CARDS.success);
  await expectEnrolledOnOverview(page, dialog);
  await expectOnDashboard(page, PREMIERE);
});

test('a 100% coupon lets the viewer participate without paying', async ({ page }) => {
  await signInNewViewer(page, 'coupon');
  await openOverview(page, PREMIERE);
  const dialog = await startSingleTicketPayment(page);
  const coupon = dialog.getByLabel('Coupon code');
  await coupon.fill('FREE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Minimum length of 6 characters is required')).toBeVisible();
  await coupon.fill(FREE_COUPON);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(`Coupon ${FREE_COUPON} applied: 100% off`)).toBeVisible();
  await expect(dialog.getByLabel(/^Card number/)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Get it for free' }).click();
  await expectEnrolledOnOverview(page, dialog);
  await expectOnDashboard(page, PREMIERE);
});

test('at the venue, the viewer picks seats on the chart, holds them and pays for them', async ({ page }) => {
  await signInNewViewer(page, 'venue');
  await openOverview(page, HYBRID);
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = enrollmentDialog(page, HYBRID);
  await expect(dialog.getByRole('heading', { name: 'How would you like to attend?' })).toBeVisible();
  await dialog.getByRole('button', { name: /At the venue/ }).click();

  const chart = page.getByRole('dialog', { name: `Choose your seats · ${HYBRID}` });
  await expect(chart.getByRole('grid', { name: 'Seats of the hall' })).toBeVisible();
  await chart.getByRole('button', { name: 'Find the best seats' }).click();
  await expect(chart.getByRole('heading', { name: 'Your seats (2/6)' })).toBeVisible();
  await chart.getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(chart).toBeHidden();

  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(dialog.getByText(/^Seat [A-H]\d+ · /)).toHaveCount(2);
  await expect(dialog.getByText(/Your seats are held for you for \d+:\d\d more/)).toBeVisible();
  // Coupons are for the online part only.
  await expect(dialog.getByLabel('Coupon code')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  // A declined card frees the seats; they are held again at once, so the next card pays for them.
  await payWithCard(dialog, CARDS.declined, '€32.00');
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined. Nothing was charged.');
  await payWithCard(dialog, CARDS.success, '€32.00');
  await expect(dialog.getByText('Your venue ticket is booked.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expectOnDashboard(page, HYBRID);
});

test('the overview says where an event with both parts plays; after its online ticket, Buy venue ticket opens the seat chart, priced per category', async ({
  page,
}) => {
  await signInNewViewer(page, 'hybrid-online');
  await openOverview(page, HYBRID);
  await expect(page.getByText('Online and at Aurora Hall', { exact: true })).toBeVisible();
  await expect(page.getByText('12 Harbour Street, Glasgow G1 1AA', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\//,
  );

  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = enrollmentDialog(page, HYBRID);
  await dialog.getByRole('button', { name: /^Online/ }).click();
  await chooseSingleTicket(dialog);
  await payWithCard(dialog, CARDS.success);
  await expectEnrolledOnOverview(page, dialog);

  await eventActions(page).getByRole('button', { name: 'Buy venue ticket' }).click();
  const chart = page.getByRole('dialog', { name: `Choose your seats · ${HYBRID}` });
  await expect(chart.getByRole('grid', { name: 'Seats of the hall' })).toBeVisible();
  const legend = (category: string) => chart.getByRole('listitem').filter({ hasText: category });
  await expect(legend('Regular')).toHaveText('Regular · €12.00');
  await expect(legend('Premium')).toHaveText('Premium · €16.00');
  await chart.getByRole('button', { name: 'Find the best seats' }).click();
  await chart.getByRole('button', { name: 'Hold seats and continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
});

test('the demo viewer enrols in a free event at once and finds it on the dashboard', async ({ page }) => {
  await logIn(page, DEMO_VIEWER);
  await openOverview(page, TALK);
  // A free event's participate button reads Watch (spec part 1 §4 "Main button rules").
  await eventActions(page).getByRole('button', { name: 'Watch' }).click();
  const dialog = enrollmentDialog(page, TALK);
  // The message takes the focus, so it is read out although nothing was clicked in the dialog.
  await expect(
    dialog.getByRole('status').filter({ hasText: 'You are enrolled. Enjoy the event!' }),
  ).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Go to my account' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(`${festival.url}/user/dashboard`);
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TALK }) });
  await expect(row.getByText('Reserved')).toBeVisible();
});

test('the dialog carries the company’s branding and is 500 px wide', async ({ page }) => {
  await signInNewViewer(page, 'branding');
  await openOverview(page, PREMIERE);
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = enrollmentDialog(page, PREMIERE);
  await expect(dialog.getByRole('heading', { name: 'Choose a ticket' })).toBeFocused();
  // The demo company has a logo, which names the company.
  await expect(dialog.getByRole('img', { name: festival.title })).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(500);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('after enrolling in an event that takes donations, the donation dialog posts the provider’s form', async ({
  page,
}) => {
  await signInNewViewer(page, 'donor');
  await openOverview(page, OPENING, 'ongoing');
  await eventActions(page).getByRole('button', { name: 'Watch' }).click();
  const dialog = enrollmentDialog(page, OPENING);
  await expect(dialog.getByRole('heading', { name: 'Support this event' })).toBeFocused();
  await expect(
    dialog.getByText('Your donation supports: Support new filmmakers from the north'),
  ).toBeVisible();
  const form = dialog.locator('form[method="post"][action="https://www.paypal.com/donate"]');
  await expect(form.locator('input[name="business"]')).toHaveValue('donations@festival.localhost');
  await expect(form.locator('input[name="item_name"]')).toHaveValue('Support new filmmakers from the north');
  await expect(form.locator('input[name="currency_code"]')).toHaveValue('EUR');
  await expect(form.locator('input[name="return"]')).toHaveValue(`${festival.url}/user/dashboard`);
  await expect(form.locator('input[name="charset"]')).toHaveValue('utf-8');
  await expect(form.getByRole('button', { name: 'Donate' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(eventActions(page).getByRole('button', { name: 'Watch' })).toBeVisible();
  // Enrolled now, the overview offers the same donation form.
  const overviewForm = eventActions(page).locator('form[action="https://www.paypal.com/donate"]');
  await expect(overviewForm.locator('input[name="business"]')).toHaveValue('donations@festival.localhost');
  await expect(overviewForm.getByRole('button', { name: 'Donate' })).toBeEnabled();
});

test('cash leaves the payment in process, a second attempt is told so, and the box office confirms it', async ({
  page,
}) => {
  await page.goto(cinema.url);
  const buyer = newEmail('cash');
  const session = await sessionByCode(page, buyer);
  // The viewer picked English in the language menu, over the cinema's Hebrew.
  await page.evaluate((stored) => {
    localStorage.setItem('screener.session', JSON.stringify(stored));
    localStorage.setItem('screener.language', 'en');
  }, session);
  await page.goto(`${cinema.url}/screeners/upcoming`);
  await page.getByRole('article', { name: CINEMA_PREMIERE }).click();
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  const dialog = enrollmentDialog(page, CINEMA_PREMIERE);
  await expect(dialog.getByRole('heading', { name: 'Choose a ticket' })).toBeFocused();
  await dialog.getByRole('radio', { name: /₪/ }).first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Cash, collected by the organiser' }).check();
  await dialog.getByRole('button', { name: /^Reserve and pay ₪/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Your payment is being processed. We will notify you by email.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The decision order asks for the plan first (step 4), then refuses while paying (step 7).
  await eventActions(page).getByRole('button', { name: 'Buy ticket' }).click();
  await dialog.getByRole('radio', { name: /₪/ }).first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText(
    'One of your payment is still in process. Please wait, we will notify you via email',
  );

  // The cinema's box office sees the order waiting at /admin and confirms the money came in.
  await staffSignIn(page, cinema.url, staffOf('cinema.localhost').boxOffice);
  await page.getByRole('link', { name: 'Orders' }).click();
  const waiting = page.getByRole('table', { name: 'Cash awaiting confirmation' }).getByRole('row');
  await waiting
    .filter({ hasText: buyer })
    .getByRole('button', { name: /^Money received for order #/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /is paid; the buyer gets the receipt/ }),
  ).toBeVisible();
  await expect(waiting.filter({ hasText: buyer })).toHaveCount(0);
});
