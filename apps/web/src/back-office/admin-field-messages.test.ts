import { ADMIN_FIELD_MESSAGES } from '@screener/contracts/admin-messages';
import { describe, expect, it } from 'vitest';
import en from '../i18n/admin/en.json';
import es from '../i18n/admin/es.json';
import he from '../i18n/admin/he.json';
import it_ from '../i18n/admin/it.json';

describe('the back-office field messages', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['he', he],
    ['it', it_],
  ])('are all in the %s texts, with the same placeholders', (_language, texts) => {
    for (const [key, english] of Object.entries(ADMIN_FIELD_MESSAGES)) {
      const text = (texts.fieldMessages as Record<string, string>)[key];
      expect(text, key).toBeTruthy();
      const names = (value: string, pattern: RegExp) =>
        [...value.matchAll(pattern)].map((match) => match[1]).sort();
      expect(names(text ?? '', /\{\{(\w+)\}\}/g), key).toEqual(names(english, /\{(\w+)\}/g));
    }
  });
});
