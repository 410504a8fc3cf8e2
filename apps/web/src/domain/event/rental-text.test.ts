import { describe, expect, it } from 'vitest';
import { rentalDurationText } from './rental-text';

describe('rentalDurationText', () => {
  it('counts hours under a day and calendar parts from a day on', () => {
    expect(rentalDurationText(5, 'en')).toBe('5 hours');
    expect(rentalDurationText(48, 'en')).toBe('2 days');
    expect(rentalDurationText(24 * 400, 'en')).toBe('1 year, 1 month, 5 days');
  });
});
