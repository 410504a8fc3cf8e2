import { LANGUAGES } from '@screener/contracts/language';
import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, text } from './index.ts';

/** Every text of a catalogue with its dotted key. */
function entriesOf(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

/** The names a text fills in, `{{company}}` and the like. */
const namesIn = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the server’s text catalogue', () => {
  const english = new Map(entriesOf(CATALOGUES.en));

  it.each(LANGUAGES)('has every key in %s, each a text that fills in the same names', (language) => {
    const entries = entriesOf(CATALOGUES[language]);
    expect(entries.map(([key]) => key)).toEqual([...english.keys()]);
    for (const [key, value] of entries) {
      expect(value.trim(), key).not.toBe('');
      expect(namesIn(value), key).toEqual(namesIn(english.get(key) ?? ''));
    }
  });

  it('says "tú" to the reader in every Spanish text', () => {
    for (const [key, value] of entriesOf(CATALOGUES.es)) expect(ustedMarkersIn(value), key).toEqual([]);
  });

  it('fills in the named values as given, without escaping them', () => {
    expect(text('en', 'purchaseMail.receipt.subject', { company: 'Films & <Co> $1' })).toBe(
      'Your receipt from Films & <Co> $1',
    );
    expect(text('he', 'ticketPdf.ticket')).toBe('כרטיס');
  });
});
