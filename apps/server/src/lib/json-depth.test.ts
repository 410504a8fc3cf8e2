import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-depth.ts';

const nest = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? { inner: value } : [value];
  return value;
};

describe('nestedDeeperThan', () => {
  it('counts lists and objects, not the values in them, and takes any depth without recursion', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: 'two' }, 1)).toBe(false);
    expect(nestedDeeperThan(nest(32), 32)).toBe(false);
    expect(nestedDeeperThan(nest(33), 32)).toBe(true);
    expect(nestedDeeperThan({ wide: [1, [2, [3]]], flat: {} }, 3)).toBe(true);
    expect(nestedDeeperThan(nest(100_000), 32)).toBe(true);
  });
});
