import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten, textVariables as variables } from '../test/translation-tree';
import { GLOSSARY } from './glossary';
import { translationBundles } from './translation-bundles';

type Tree = Parameters<typeof flatten>[0];

/** The lazy areas' namespaces of the viewer's site (the back-office has its own test). */
const namespaceFiles = import.meta.glob<Tree>(['./*/*.json', '!./admin/*.json'], {
  import: 'default',
  eager: true,
});
const namespaceTexts = (language: LanguageCode) =>
  Object.entries(namespaceFiles)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .map(([, texts]) => texts);

/** Every text a viewer may see in one language: the site's bundle and every namespace, as one map. */
async function viewerTexts(language: LanguageCode): Promise<Map<string, string>> {
  const trees = [await translationBundles[language](), ...namespaceTexts(language)];
  return new Map(trees.flatMap((tree) => [...flatten(tree)]));
}

describe('translations', async () => {
  const english = await viewerTexts('en');

  it('every language has every namespace, and a section lives in one place only', async () => {
    for (const language of LANGUAGES) {
      expect(namespaceTexts(language).length, language).toBe(namespaceTexts('en').length);
      const trees = [await translationBundles[language](), ...namespaceTexts(language)];
      const sections = trees.flatMap((tree) => Object.keys(tree));
      // Otherwise a namespace's text would hide the site's text of the same key.
      expect(sections.length, language).toBe(new Set(sections).size);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys and variables',
    async (language) => {
      const translated = await viewerTexts(language);
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
    const translated = await viewerTexts(language);
    for (const concept of concepts)
      for (const [key, text] of english) {
        if (!concept.english.test(text)) continue;
        const words = (translated.get(key) ?? '').toLowerCase();
        expect(words, `${language}:${key}`).toContain(GLOSSARY[concept.name][language]);
        expect(words, `${language}:${key}`).not.toContain(GLOSSARY[concept.other][language]);
      }
  });

  it('Spanish says "tú" to the viewer in every text', async () => {
    for (const [key, text] of await viewerTexts('es')) expect(ustedMarkersIn(text), `es:${key}`).toEqual([]);
  });
});
