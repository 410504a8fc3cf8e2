import { ustedMarkersIn } from '@screener/contracts/spanish-register';
import { expect, it } from 'vitest';
import { FRAME_TEXTS } from './frame-texts.ts';

it('the payment frame’s Spanish pages say "tú" to the viewer', () => {
  for (const text of Object.values(FRAME_TEXTS.es)) expect(ustedMarkersIn(text), text).toEqual([]);
});
