import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicketCode, verifyTicketCode } from './ticket-code.ts';

const company = generateKeyPairSync('ed25519');
const otherCompany = generateKeyPairSync('ed25519');
const code = signTicketCode({ bookingId: 4321, screenerId: 77 }, company.privateKey);

describe('ticket codes', () => {
  it('reads back the booking and event its company signed, in a short base64url string', () => {
    expect(code).toMatch(/^[A-Za-z0-9_-]{108}$/);
    expect(verifyTicketCode(code, company.publicKey)).toMatchObject({ bookingId: 4321, screenerId: 77 });
  });

  it('gives each ticket of the same booking a different code', () => {
    const again = signTicketCode({ bookingId: 4321, screenerId: 77 }, company.privateKey);
    expect(again).not.toBe(code);
    expect(verifyTicketCode(again, company.publicKey)?.bookingId).toBe(4321);
  });

  it('refuses a code with any byte altered', () => {
    const bytes = Buffer.from(code, 'base64url');
    for (let index = 0; index < bytes.length; index++) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 0x01;
      expect(verifyTicketCode(altered.toString('base64url'), company.publicKey)).toBeNull();
    }
  });

  it('refuses a code signed with another company’s key', () => {
    const forged = signTicketCode({ bookingId: 4321, screenerId: 77 }, otherCompany.privateKey);
    expect(verifyTicketCode(forged, company.publicKey)).toBeNull();
  });

  it('refuses a truncated or lengthened code', () => {
    expect(verifyTicketCode(code.slice(0, -1), company.publicKey)).toBeNull();
    expect(verifyTicketCode(code.slice(0, 40), company.publicKey)).toBeNull();
    expect(verifyTicketCode(`${code}AA`, company.publicKey)).toBeNull();
  });

  it('refuses garbage', () => {
    for (const garbage of ['', 'hello', '!'.repeat(108), 'A'.repeat(108), `${code.slice(0, -1)}=`]) {
      expect(verifyTicketCode(garbage, company.publicKey)).toBeNull();
    }
  });
});
