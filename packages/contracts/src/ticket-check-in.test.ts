import { describe, expect, it } from 'vitest';
import {
  formatTicketShortCode,
  normalizeTicketShortCode,
  TICKET_SHORT_CODE_ALPHABET,
  ticketShortCodeOf,
} from './ticket-check-in.ts';

describe('the door code', () => {
  it('is twelve characters of the unambiguous alphabet, the same for the same ticket code', () => {
    const code = 'AQAAAAEAAAAB';
    const short = ticketShortCodeOf(code);
    expect(short).toHaveLength(12);
    expect([...short].every((character) => TICKET_SHORT_CODE_ALPHABET.includes(character))).toBe(true);
    expect(ticketShortCodeOf(code)).toBe(short);
    expect(ticketShortCodeOf(`${code}x`)).not.toBe(short);
    // The value migration 0027 computes in SQL for the same code.
    expect(short).toBe('G8FN2627GMHD');
  });

  it('reads as printed, in any case and grouping, with O, I and L read as the digits they look like', () => {
    expect(formatTicketShortCode('K7QM3XRA9PWD')).toBe('K7QM-3XRA-9PWD');
    for (const typed of ['K7QM-3XRA-9PWD', 'k7qm 3xra 9pwd', ' K7QM3XRA9PWD ']) {
      expect(normalizeTicketShortCode(typed)).toBe('K7QM3XRA9PWD');
    }
    expect(normalizeTicketShortCode('1OIL-0000-0000')).toBe('1011-0000-0000'.replace(/-/g, ''));
  });

  it('is not mistaken for a signed ticket code or other text', () => {
    expect(normalizeTicketShortCode('K7QM3XRA9PW')).toBeNull();
    expect(normalizeTicketShortCode('K7QM3XRA9PWDX')).toBeNull();
    expect(normalizeTicketShortCode('K7QM3XRA9PWU')).toBeNull();
    expect(normalizeTicketShortCode('A'.repeat(108))).toBeNull();
  });
});
