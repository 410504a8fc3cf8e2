import { describe, expect, it } from 'vitest';
import { applyPercentDiscount, decimalToMinor, formatAmount, minorToDecimal, percentage } from './money.ts';

describe('percentage', () => {
  it('is 100 × value / total', () => {
    expect(percentage(75, 100)).toBe(75);
    expect(percentage(3, 4)).toBe(75);
    expect(percentage(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('is 0 when the total is 0', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(5, 0)).toBe(0);
  });
});

describe('applyPercentDiscount', () => {
  it('takes the percent off in whole minor units', () => {
    expect(applyPercentDiscount(1000, 25)).toBe(750);
    expect(applyPercentDiscount(999, 10)).toBe(899); // 99.9 rounds to a 100 discount
    expect(applyPercentDiscount(1000, 0)).toBe(1000);
  });

  it('makes a 100 % coupon free', () => {
    expect(applyPercentDiscount(1250, 100)).toBe(0);
  });

  it('caps a discount above the price so the price floors at 0', () => {
    expect(applyPercentDiscount(1250, 150)).toBe(0);
    expect(applyPercentDiscount(-100, 10)).toBe(0);
  });

  it('ignores a negative or non-numeric percent', () => {
    expect(applyPercentDiscount(1000, -20)).toBe(1000);
    expect(applyPercentDiscount(1000, Number.NaN)).toBe(1000);
  });
});

describe('minor units and decimals', () => {
  it('converts minor units to a two-decimal number', () => {
    expect(minorToDecimal(1250)).toBe(12.5);
    expect(minorToDecimal(1999)).toBe(19.99);
    expect(minorToDecimal(0)).toBe(0);
  });

  it('formats with two decimals', () => {
    expect(formatAmount(1250)).toBe('12.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-1999)).toBe('-19.99');
    expect(formatAmount(123456789)).toBe('1234567.89');
  });

  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['.5', 50],
    ['0.29', 29],
    ['1.005', 101],
    ['1.004', 100],
    [' 7.1 ', 710],
    ['-3.45', -345],
    [0.29, 29],
    [1.005, 101],
    [19.99, 1999],
    [0.1 + 0.2, 30],
  ] as const)('decimalToMinor(%j) = %d', (input, minor) => {
    expect(decimalToMinor(input)).toBe(minor);
  });

  it('round-trips every cent of a range through formatAmount', () => {
    for (let minor = 0; minor < 10_000; minor += 7) {
      expect(decimalToMinor(formatAmount(minor))).toBe(minor);
    }
  });

  it.each(['', '.', 'abc', '1,50', '1.2.3', '1e3'])('rejects %j', (input) => {
    expect(() => decimalToMinor(input)).toThrow(RangeError);
  });

  it('rejects non-finite numbers', () => {
    expect(() => decimalToMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
