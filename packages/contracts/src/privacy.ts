import { z } from 'zod';
import { zCodeOrLinkSecret, zId, zLoginPassword } from './validation.ts';

/**
 * A viewer's personal data (issue 36): their copy of it, the deletion of their account and staff
 * erasure on request. What invoices and accounting need (a purchase's amounts, dates, order number
 * and the gateway's reference) is kept without the person's name.
 */

/**
 * `consumer/account/delete` proves the request is the owner's, as signing in does: the account's
 * password, or for an account without one a code mailed by `consumer/resendVerification` (its
 * `key` and the typed `code`).
 */
export const ZDeleteAccountRequest = z.union([
  z.object({ password: zLoginPassword }),
  z.object({ key: z.string().min(1).max(128), code: zCodeOrLinkSecret }),
]);
export type DeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
export const ZDeleteAccountResponse = z.object({ deleted: z.literal(true) });

export const ZExportPersonalDataRequest = z.object({});

export const ZEraseViewerRequest = z.object({
  consumer_id: zId,
  /** Why staff erased the viewer (their request, a letter...), kept in the audit log. */
  reason: z.string().trim().min(1).max(500),
});
export type EraseViewerRequest = z.input<typeof ZEraseViewerRequest>;
export const ZEraseViewerResponse = z.object({ viewer: z.object({ id: zId, erased: z.literal(true) }) });

/** The placeholder an erased viewer's email becomes: never deliverable (RFC 2606 `.invalid`). */
export function erasedEmail(consumerId: number): string {
  return `erased-${consumerId}@erased.invalid`;
}

/** What an erased chat message's text becomes. */
export const ERASED_TEXT = '[erased]';
