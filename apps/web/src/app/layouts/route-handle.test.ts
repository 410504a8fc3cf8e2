import { describe, expect, it } from 'vitest';
import { layoutForMatches } from './route-handle';

describe('layoutForMatches', () => {
  it('uses the company layout when no route names one', () => {
    expect(layoutForMatches([{ handle: undefined }, { handle: {} }])).toBe('company');
  });

  it('takes the deepest route that names a known layout', () => {
    expect(layoutForMatches([{ handle: { layout: 'guest' } }, { handle: { layout: 'auth' } }])).toBe('auth');
    expect(layoutForMatches([{ handle: { layout: 'bare' } }, { handle: { layout: 'sideways' } }])).toBe(
      'bare',
    );
  });
});
