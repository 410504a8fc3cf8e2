import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit.ts';

describe('auditChanges', () => {
  it('shows only the fields an update changed, nested ones by their path', () => {
    const before = {
      title: 'Night Train',
      status: 'draft',
      thumbnail_url: 'data:image/png;base64,AAAA',
      theme: { primary: '#112233', dark: false },
      countries: ['GB'],
    };
    const after = {
      ...before,
      status: 'published',
      theme: { primary: '#445566', dark: false },
      countries: ['GB', 'IE'],
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'status', before: 'draft', after: 'published' },
      { field: 'theme.primary', before: '#112233', after: '#445566' },
      { field: 'countries', before: ['GB'], after: ['GB', 'IE'] },
    ]);
  });

  it('lists what a creation set and what a removal held', () => {
    expect(auditChanges(null, { email: 'kim@example.test', role: 'manager', note: null })).toEqual([
      { field: 'email', before: null, after: 'kim@example.test' },
      { field: 'role', before: null, after: 'manager' },
    ]);
    expect(auditChanges({ email: 'kim@example.test' }, null)).toEqual([
      { field: 'email', before: 'kim@example.test', after: null },
    ]);
  });

  it('counts a field present on one side only as null on the other, and a plain value as one field', () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: 2 })).toEqual([{ field: 'b', before: null, after: 2 }]);
    expect(auditChanges(true, false)).toEqual([{ field: '', before: true, after: false }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('leaves out the id and the times the server keeps', () => {
    expect(
      auditChanges(
        { id: 4, title: 'A', updated_at: '2026-01-01 10:00:00' },
        { id: 4, title: 'B', updated_at: '2026-01-02 10:00:00' },
      ),
    ).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
    expect(auditChanges(null, { id: 9, created_at: '2026-01-01 10:00:00', name: 'Plan' })).toEqual([
      { field: 'name', before: null, after: 'Plan' },
    ]);
  });
});
