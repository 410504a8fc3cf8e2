import { LANGUAGES } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { legalTexts } from '../use-legal-texts';
import { ABOUT_POINTS, PRIVACY_POINTS, TERMS_POINTS } from './legal-texts';

describe('legal texts', () => {
  it.each(LANGUAGES)('%s has 10 about points and 46 terms and privacy points, none empty', (language) => {
    const texts = legalTexts[language];
    expect(texts.about.points).toHaveLength(ABOUT_POINTS);
    expect(texts.terms.points).toHaveLength(TERMS_POINTS);
    expect(texts.privacy.points).toHaveLength(PRIVACY_POINTS);
    for (const point of [...texts.about.points, ...texts.terms.points, ...texts.privacy.points]) {
      expect(point.trim()).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s states privacy version 1.5 of 18 June 2024 and the five-year limit', (language) => {
    const privacy = legalTexts[language].privacy;
    expect(privacy.versionLine).toContain('1.5');
    expect(privacy.versionLine).toContain('2024');
    expect(privacy.versionLine).toContain('18');
    expect(privacy.points.some((point) => point.includes('5'))).toBe(true);
  });

  it('Spanish says "tú" to the reader throughout', () => {
    const { about, terms, privacy } = legalTexts.es;
    for (const text of [about, terms, privacy].flatMap((document) => [
      document.title,
      document.intro,
      ...document.points,
    ]))
      expect(ustedMarkersIn(text), text).toEqual([]);
  });
});
