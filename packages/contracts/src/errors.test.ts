import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, translateRefusal } from './errors.ts';

const refusal = (entry: { code: number; message: { en: string } }) => ({
  code: entry.code,
  message: entry.message.en,
});

describe('translateRefusal', () => {
  it('gives the refusal in the viewer’s language', () => {
    const { NOT_ENROLLED_IN_EVENT } = ERROR_CATALOGUE;
    expect(translateRefusal(refusal(NOT_ENROLLED_IN_EVENT), 'he')).toBe(NOT_ENROLLED_IN_EVENT.message.he);
  });

  it('tells apart two entries that share a code by their English text', () => {
    const { NOT_PURCHASED, INVALID_CREDENTIALS } = ERROR_CATALOGUE;
    expect(NOT_PURCHASED.code).toBe(INVALID_CREDENTIALS.code);
    expect(translateRefusal(refusal(NOT_PURCHASED), 'es')).toBe(NOT_PURCHASED.message.es);
    expect(translateRefusal(refusal(INVALID_CREDENTIALS), 'es')).toBe(INVALID_CREDENTIALS.message.es);
  });

  it('keeps the text of a refusal the catalogue does not know', () => {
    expect(translateRefusal({ code: 999_999, message: 'Something new' }, 'it')).toBe('Something new');
  });
});
