import { LANGUAGES } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten, textVariables as variables } from '../test/translation-tree';
import { adminBundles } from './admin-texts';

describe('back-office texts', async () => {
  const english = flatten(await adminBundles.en());

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys and variables',
    async (language) => {
      const translated = flatten(await adminBundles[language]());
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(variables(translated.get(key) ?? ''), `${language}:${key}`).toEqual(variables(text));
        expect(translated.get(key)?.trim(), `${language}:${key}`).not.toBe('');
      }
    },
  );

  it('speaks Spanish with tú', async () => {
    for (const [key, text] of flatten(await adminBundles.es())) expect(ustedMarkersIn(text), key).toEqual([]);
  });
});
