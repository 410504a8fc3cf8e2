import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { zCoercedId } from './validation.ts';

/*
 * Door check-in (issue: signed tickets): a company administrator's device sends a ticket code it
 * scanned or was typed, with an id of its own for that scan so that a retry is not a second entry.
 */

/** A ticket code as printed: base64url, a little over a hundred characters. */
export const TICKET_CODE_MAX_LENGTH = 200;

/**
 * The door code printed beside the QR code, for a door whose camera cannot read it: 12 characters
 * of Crockford's base32 (no I, L, O or U, so nothing reads as another), 60 bits of the signed
 * code's SHA-256, written in groups of four.
 */
export const TICKET_SHORT_CODE_LENGTH = 12;
export const TICKET_SHORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHORT_CODE_GROUP = 4;

const SHORT_CODE_BITS = 5;

/**
 * The door code of a signed ticket code: the first 60 bits of its SHA-256, five bits a character.
 * Only whoever holds the ticket's code can know it, and a reissued code has a new one.
 * (Migration 0027 computes the same in SQL for tickets issued before.)
 */
export function ticketShortCodeOf(code: string): string {
  const digest = sha256(utf8ToBytes(code));
  let bits = 0n;
  for (const byte of digest.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let short = '';
  for (let index = 0; index < TICKET_SHORT_CODE_LENGTH; index++) {
    const shift = BigInt(64 - SHORT_CODE_BITS * (index + 1));
    short += TICKET_SHORT_CODE_ALPHABET[Number((bits >> shift) & 31n)];
  }
  return short;
}

/**
 * A typed door code in its stored spelling, or null when the text is no door code: any case, with
 * spaces or hyphens between groups, and O, I or L read as the digits they look like.
 */
export function normalizeTicketShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== TICKET_SHORT_CODE_LENGTH) return null;
  return [...code].every((character) => TICKET_SHORT_CODE_ALPHABET.includes(character)) ? code : null;
}

/** `K7QM3XRA9PWD` as printed: `K7QM-3XRA-9PWD`. */
export function formatTicketShortCode(code: string): string {
  return (code.match(new RegExp(`.{1,${SHORT_CODE_GROUP}}`, 'g')) ?? []).join('-');
}

export const ZCheckInTicketRequest = z.object({
  /** The QR code's text, or the door code printed beside it. */
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
  /** Who admitted it: the staff member's name; null once that account is removed. */
  admitted_by: z.string().nullable().optional(),
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
