import { describe, expect, it } from 'vitest';
import { containsPattern, pageWindow } from './admin-list.ts';

describe('containsPattern', () => {
  it('matches the search anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('pageWindow', () => {
  it('skips the pages before the asked one', () => {
    expect(pageWindow({ page: 2, page_size: 25 })).toEqual({ limit: 25, offset: 50 });
  });
});
