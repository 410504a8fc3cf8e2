import { type KeyObject, randomBytes, sign, verify } from 'node:crypto';

/**
 * A ticket code that a door device checks with the company's public key alone, as pretix signs its
 * ticket secrets: a version byte, the booking id, the event id and a random nonce, followed by the
 * payload's Ed25519 signature, all in base64url (108 characters, a QR code of modest density).
 */
export type TicketPayload = { bookingId: number; screenerId: number; nonce: Buffer };

const VERSION = 1;
const NONCE_BYTES = 8;
const PAYLOAD_BYTES = 1 + 4 + 4 + NONCE_BYTES;
const SIGNATURE_BYTES = 64;
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

function payloadBytes(payload: TicketPayload): Buffer {
  const bytes = Buffer.alloc(PAYLOAD_BYTES);
  bytes.writeUInt8(VERSION, 0);
  bytes.writeUInt32BE(payload.bookingId, 1);
  bytes.writeUInt32BE(payload.screenerId, 5);
  payload.nonce.copy(bytes, 9, 0, NONCE_BYTES);
  return bytes;
}

/** A fresh code for the booking, signed with the company's private key. */
export function signTicketCode(
  input: { bookingId: number; screenerId: number },
  privateKey: KeyObject,
  nonce: Buffer = randomBytes(NONCE_BYTES),
): string {
  const payload = payloadBytes({ ...input, nonce });
  return Buffer.concat([payload, sign(null, payload, privateKey)]).toString('base64url');
}

/** The code's payload when the public key's owner signed it unaltered, else null. */
export function verifyTicketCode(code: string, publicKey: KeyObject): TicketPayload | null {
  if (!CODE_PATTERN.test(code)) return null;
  const bytes = Buffer.from(code, 'base64url');
  // Re-encoding refuses codes that decode to the same bytes through a different spelling.
  if (bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes.toString('base64url') !== code) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (payload.readUInt8(0) !== VERSION) return null;
  if (!verify(null, payload, publicKey, bytes.subarray(PAYLOAD_BYTES))) return null;
  return {
    bookingId: payload.readUInt32BE(1),
    screenerId: payload.readUInt32BE(5),
    nonce: Buffer.from(payload.subarray(9)),
  };
}
