import { expect, type Locator, type Page } from '@playwright/test';
import { codeFromOutbox } from './api-session.ts';

/** The sandbox gateway's card that always pays. */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';

/** A new visitor's sign-up inside the purchase dialog: email, mailed code, name, no phone. */
export async function signUpInDialog(dialog: Locator, email: string, name: string): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFromOutbox(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByLabel('Name', { exact: false }).first().fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Skip' }).click();
}

/** Pays `amount` (as the button shows it) with the sandbox card and a UK address. */
export async function payWithSandboxCard(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByRole('radio', { name: 'Test card (sandbox)' }).check();
  await dialog.getByLabel(/^Card number/).fill(SANDBOX_SUCCESS_CARD);
  await dialog.getByLabel(/^Address/).fill('Quay Road 4');
  await dialog.getByLabel(/^ZIP code/).fill('G11AA');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** The demo festival's premiere, whose single ticket costs €8.00. */
export const PREMIERE = 'Midnight Sun Express: World Premiere';

/** A signed-in viewer on the festival site opens the premiere's ticket dialog: its plans first. */
export async function openPremiereTickets(page: Page, siteUrl: string): Promise<Locator> {
  await page.goto(`${siteUrl}/screeners/upcoming`);
  await page.getByRole('article', { name: PREMIERE }).click();
  await page
    .getByRole('group', { name: 'Event actions' })
    .getByRole('button', { name: 'Buy ticket' })
    .click();
  return page.getByRole('dialog', { name: PREMIERE });
}

/** A signed-in viewer on the festival site buys the premiere's single ticket with the sandbox card. */
export async function buyPremiereTicket(page: Page, siteUrl: string): Promise<void> {
  const dialog = await openPremiereTickets(page, siteUrl);
  await dialog.getByRole('radio', { name: /^Single ticket: €8\.00/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await payWithSandboxCard(dialog, '€8.00');
  await expect(dialog.getByText('You are enrolled. Enjoy the event!')).toBeVisible();
}
