import { describe, expect, it } from 'vitest';
import { runningTime } from './running-time';

describe('runningTime', () => {
  it('says seconds for a film under a minute', () => {
    expect(runningTime(20, 'en')).toBe('20 sec');
    expect(runningTime(0.4, 'en')).toBe('1 sec');
    expect(runningTime(20, 'it')).toBe('20 s');
  });
  it('says minutes, then hours and minutes', () => {
    expect(runningTime(61, 'en')).toBe('1 min');
    expect(runningTime(95 * 60, 'en')).toBe('1 hr 35 min');
    expect(runningTime(120 * 60, 'en')).toBe('2 hr');
    expect(runningTime(42 * 60, 'es')).toBe('42 min');
  });
});
