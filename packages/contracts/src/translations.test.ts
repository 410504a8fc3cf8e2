import { describe, expect, it } from 'vitest';
import { hasAnyText, translatedTexts } from './translations.ts';

describe('translatedTexts', () => {
  const defaults = { title: 'Harbour Nights', description: '<p>By the sea.</p>', qa_title: null };

  it('takes each field of the language where one is written, else the default', () => {
    const texts = translatedTexts(defaults, { es: { title: 'Noches del puerto', description: '' } }, 'es');
    expect(texts).toEqual({ title: 'Noches del puerto', description: '<p>By the sea.</p>', qa_title: null });
  });

  it('gives the default object itself when the language has nothing, so shared answers stay shared', () => {
    expect(translatedTexts(defaults, { es: { title: 'Noches' } }, 'he')).toBe(defaults);
    expect(translatedTexts(defaults, null, 'es')).toBe(defaults);
  });

  it('never takes a field the default does not have', () => {
    const sent = { es: { title: 'Noches', extra: 'x' } } as Record<string, Record<string, string>>;
    expect(Object.keys(translatedTexts(defaults, sent, 'es'))).toEqual(['title', 'description', 'qa_title']);
  });
});

describe('hasAnyText', () => {
  it('is false for a language whose fields are all empty or blank', () => {
    expect(hasAnyText({ title: ' ', description: null })).toBe(false);
    expect(hasAnyText(undefined)).toBe(false);
    expect(hasAnyText({ title: 'Noches' })).toBe(true);
  });
});
