import { describe, expect, it } from 'vitest';
import { companyLocale, keyboardDateFormat } from './date-field-format';

describe('the date pickers’ typed format', () => {
  it('follows the company’s country: a UK festival types the day first', () => {
    expect(keyboardDateFormat(companyLocale('en', 'GB'))).toBe('DD/MM/YYYY');
    expect(keyboardDateFormat(companyLocale('en', 'US'))).toBe('MM/DD/YYYY');
    expect(keyboardDateFormat(companyLocale('en', 'CA'))).toBe('YYYY-MM-DD');
    expect(keyboardDateFormat(companyLocale('he', 'IL'))).toBe('DD.MM.YYYY');
    expect(keyboardDateFormat(companyLocale('it', 'IT'))).toBe('DD/MM/YYYY');
  });

  it('falls back to the language alone without a country', () => {
    expect(companyLocale('en', undefined)).toBe('en');
    expect(keyboardDateFormat('en')).toBe('MM/DD/YYYY');
    expect(keyboardDateFormat('es')).toBe('DD/MM/YYYY');
  });

  it('escapes letters between the parts and drops direction marks', () => {
    expect(keyboardDateFormat('bg')).toMatch(/^DD\.MM\.YYYY\[\s?г\.\]$/u);
    expect(keyboardDateFormat('ar-EG')).not.toMatch(/[\u200e\u200f\u061c]/);
  });
});
