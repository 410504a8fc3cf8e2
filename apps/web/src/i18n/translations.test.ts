import { LANGUAGES } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten, textVariables as variables } from '../test/translation-tree';
import { GLOSSARY } from './glossary';
import { translationBundles } from './translation-bundles';

describe('translations', async () => {
  const english = flatten(await translationBundles.en());

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys and variables',
    async (language) => {
      const translated = flatten(await translationBundles[language]());
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(variables(translated.get(key) ?? ''), `${language}:${key}`).toEqual(variables(text));
        expect(translated.get(key)?.trim(), `${language}:${key}`).not.toBe('');
      }
    },
  );

  const concepts = [
    { name: 'pass', other: 'subscription', english: /\bpass(es)?\b/i },
    { name: 'subscription', other: 'pass', english: /\bsubscriptions?\b/i },
  ] as const;

  it.each(LANGUAGES)('%s calls a pass and a subscription by the glossary’s words only', async (language) => {
    const translated = flatten(await translationBundles[language]());
    for (const concept of concepts)
      for (const [key, text] of english) {
        if (!concept.english.test(text)) continue;
        const words = (translated.get(key) ?? '').toLowerCase();
        expect(words, `${language}:${key}`).toContain(GLOSSARY[concept.name][language]);
        expect(words, `${language}:${key}`).not.toContain(GLOSSARY[concept.other][language]);
      }
  });

  it('Spanish says "tú" to the viewer in every text', async () => {
    for (const [key, text] of flatten(await translationBundles.es()))
      expect(ustedMarkersIn(text), `es:${key}`).toEqual([]);
  });
});
