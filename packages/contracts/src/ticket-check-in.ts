import { z } from 'zod';
import { zCoercedId } from './validation.ts';

/*
 * Door check-in (issue: signed tickets): a company administrator's device sends a ticket code it
 * scanned or was typed, with an id of its own for that scan so that a retry is not a second entry.
 */

/** A ticket code as printed: base64url, a little over a hundred characters. */
export const TICKET_CODE_MAX_LENGTH = 200;

export const ZCheckInTicketRequest = z.object({
  code: z.string().trim().min(1).max(TICKET_CODE_MAX_LENGTH),
  /** Made by the door device per scan (a UUID); sending it again repeats that scan's answer. */
  scan_id: z.string().trim().min(1).max(100),
});
export type CheckInTicketRequest = z.infer<typeof ZCheckInTicketRequest>;

export const CHECK_IN_RESULTS = ['admitted', 'already_admitted'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const ZCheckedInTicket = z.object({
  booking_id: zCoercedId,
  screener_id: zCoercedId,
  screener_title: z.string(),
  /** The event's start (UTC `YYYY-MM-DD HH:mm:ss`). */
  screener_start_date: z.string(),
  /** Who holds the ticket: the viewer's name, or the address when no name was given. */
  holder_name: z.string(),
  seat_labels: z.array(z.string()),
  /** When the ticket was first admitted (UTC `YYYY-MM-DD HH:mm:ss`). */
  admitted_at: z.string(),
});
export type CheckedInTicket = z.infer<typeof ZCheckedInTicket>;

/**
 * `admitted` for the scan that let the ticket in (and for that scan sent again);
 * `already_admitted` for any other scan of a ticket that is in already.
 */
export const ZCheckInTicketResponse = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  ticket: ZCheckedInTicket,
});
export type CheckInTicketResponse = z.infer<typeof ZCheckInTicketResponse>;

export const ZGetTicketPublicKeyRequest = z.object({});
/**
 * The company's public ticket key (Ed25519, SPKI in PEM), with which a door device checks ticket
 * codes without the server: a code is base64url of a version byte 1, the booking id and the event
 * id (4 bytes each, big-endian) and an 8-byte nonce, followed by the Ed25519 signature of those 17 bytes.
 */
export const ZGetTicketPublicKeyResponse = z.object({ public_key: z.string() });
