import { LANGUAGES } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { adminBundles } from './admin-texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name).sort();

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
