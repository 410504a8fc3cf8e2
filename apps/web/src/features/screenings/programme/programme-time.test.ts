import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatTimeRange } from './programme-time';

describe('programme times', () => {
  it('tell the time at the company’s zone in the viewer’s locale', () => {
    expect(formatClock('2026-06-01 23:30:00', 'en-GB', 'Europe/London')).toBe('00:30');
    expect(formatClock('2026-06-01 23:30:00', 'he', 'Asia/Jerusalem')).toBe('02:30');
    expect(formatClock('2026-06-01 23:30:00', 'en-GB', 'Mars/Olympus')).toBe('23:30');
  });

  it('name a day by its calendar date, whatever the machine’s zone', () => {
    expect(formatDay('2026-06-02', 'en-GB')).toBe('Tue 2 Jun');
    expect(formatDay('2026-06-02', 'it')).toBe('mar 2 giu');
  });

  it('give the end’s date only when the event ends on another day', () => {
    expect(formatTimeRange('2026-06-01 18:00:00', '2026-06-01 20:00:00', 'en-GB', 'UTC')).toBe(
      'Mon 1 Jun, 18:00–20:00',
    );
    expect(formatTimeRange('2026-06-01 22:00:00', '2026-06-02 01:00:00', 'en-GB', 'UTC')).toMatch(
      /^Mon 1 Jun, 22:00\s–\sTue 2 Jun, 01:00$/,
    );
  });
});
