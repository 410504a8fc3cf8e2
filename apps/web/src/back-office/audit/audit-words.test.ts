import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_MAX, auditValueText, wordByPath } from './audit-words';

const words = {
  yes: 'Yes',
  no: 'No',
  none: '—',
  picture: '(picture)',
  dateTime: (value: string) => `at ${value}`,
};

describe('auditValueText', () => {
  it('writes each kind of value as a short line a person reads', () => {
    expect(auditValueText(null, words)).toBe('—');
    expect(auditValueText('', words)).toBe('—');
    expect(auditValueText(true, words)).toBe('Yes');
    expect(auditValueText(12, words)).toBe('12');
    expect(auditValueText(`data:image/png;base64,${'A'.repeat(9000)}`, words)).toBe('(picture)');
    expect(auditValueText('<p>An <b>opening</b> night</p>', words)).toBe('An opening night');
    expect(auditValueText('2026-06-01 18:00:00', words)).toBe('at 2026-06-01 18:00:00');
    expect(auditValueText(['GB', 'IE'], words)).toBe('GB, IE');
    expect(auditValueText([], words)).toBe('—');
    expect(auditValueText({ primary: '#112233' }, words)).toBe('{"primary":"#112233"}');
  });

  it('cuts a long value', () => {
    const text = auditValueText('x'.repeat(500), words);
    expect(text).toHaveLength(AUDIT_VALUE_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('wordByPath', () => {
  it('finds a word by its dotted name, or none', () => {
    const table = { staff: { invite: 'Invited' }, film: { movie: { upload: 'Uploaded' } } };
    expect(wordByPath(table, 'staff.invite')).toBe('Invited');
    expect(wordByPath(table, 'film.movie.upload')).toBe('Uploaded');
    expect(wordByPath(table, 'film.movie')).toBeNull();
    expect(wordByPath(table, 'ticket.print')).toBeNull();
  });
});
