import type { Locator } from '@playwright/test';
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
