import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors.ts';
import { PAYMENT_FAILURE_MESSAGES } from './payment-failures.ts';
import { ustedMarkersIn } from './spanish-register.ts';
import { NEWSLETTER_SUBSCRIBED, SUPPORT_REQUEST_SENT } from './support.ts';

describe('ustedMarkersIn', () => {
  it('finds the formal address, whole words only, in any case', () => {
    expect(ustedMarkersIn('Inténtelo de nuevo o actualice su navegador.')).toEqual([
      'inténtelo',
      'actualice',
      'su navegador',
    ]);
    expect(ustedMarkersIn('Disponible para usted')).toEqual(['usted']);
  });

  it('finds nothing in the informal address', () => {
    expect(ustedMarkersIn('Inténtalo de nuevo o actualiza tu navegador. Espera, te avisaremos.')).toEqual([]);
    expect(ustedMarkersIn('Los compresores esperan')).toEqual([]);
  });
});

describe('the contracts’ Spanish texts', () => {
  const texts: [string, string][] = [
    ...Object.entries(ERROR_CATALOGUE).map(([name, entry]): [string, string] => [name, entry.message.es]),
    ...Object.entries(PAYMENT_FAILURE_MESSAGES).map(([name, message]): [string, string] => [
      name,
      message.es,
    ]),
    ['SUPPORT_REQUEST_SENT', SUPPORT_REQUEST_SENT.es],
    ['NEWSLETTER_SUBSCRIBED', NEWSLETTER_SUBSCRIBED.es],
  ];

  it.each(texts)('%s says "tú" to the viewer', (_name, text) => {
    expect(ustedMarkersIn(text)).toEqual([]);
  });
});
