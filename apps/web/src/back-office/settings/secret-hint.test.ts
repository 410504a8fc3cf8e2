import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { secretHelper } from './secret-hint';

describe('secretHelper', () => {
  const t = i18n.getFixedT('en', 'admin');

  it('sets a kept key’s last characters apart as a value, so "only" is not read as a word', () => {
    const text = secretHelper(t, { last4: 'only' });
    expect(text).toBe(
      'Saved. Its last four characters are “\u2068only\u2069”. Type a new value to replace it.',
    );
    expect(text).not.toContain('ending in only');
  });

  it('says when nothing is kept, and when a kept key shows none of its characters', () => {
    expect(secretHelper(t, null)).toBe('Not set.');
    expect(secretHelper(t, { last4: '' })).toBe('Saved. Type a new value to replace it.');
  });
});
