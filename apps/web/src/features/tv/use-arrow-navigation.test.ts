import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './use-arrow-navigation';

/** A stand-in element with a box on screen. */
const at = (left: number, top: number, width = 100, height = 100) =>
  ({ getBoundingClientRect: () => ({ left, top, width, height }) }) as unknown as Element;

describe('the remote’s arrows', () => {
  const signOut = at(1000, 0, 150, 40);
  const first = at(0, 100);
  const second = at(120, 100);
  const third = at(240, 100);
  const below = at(0, 220);
  const tiles = [signOut, first, second, third, below];

  it('keep to the row: right goes to the next tile, not the far button above', () => {
    expect(nearestInDirection(first, tiles, 'ArrowRight')).toBe(second);
    expect(nearestInDirection(second, tiles, 'ArrowLeft')).toBe(first);
  });

  it('go down to the row below and up to the header', () => {
    expect(nearestInDirection(first, tiles, 'ArrowDown')).toBe(below);
    expect(nearestInDirection(first, tiles, 'ArrowUp')).toBe(signOut);
  });

  it('stay put at the edge', () => {
    expect(nearestInDirection(first, tiles, 'ArrowLeft')).toBeNull();
    expect(nearestInDirection(below, tiles, 'ArrowDown')).toBeNull();
  });
});
