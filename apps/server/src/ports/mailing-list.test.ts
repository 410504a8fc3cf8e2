import { describe, expect, it } from 'vitest';
import { dataCentreOf } from './mailing-list.ts';

describe('dataCentreOf', () => {
  it('reads the data centre from the key suffix', () => {
    expect(dataCentreOf('0123456789abcdef-us6')).toBe('us6');
    expect(dataCentreOf('a-b-c-us21 ')).toBe('us21');
  });

  it('finds none in a key without a suffix', () => {
    expect(dataCentreOf('0123456789abcdef')).toBeNull();
    expect(dataCentreOf('demo-local-only')).toBeNull();
    expect(dataCentreOf('key-us6/../evil')).toBeNull();
  });
});
