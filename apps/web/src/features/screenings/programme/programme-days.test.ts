import { describe, expect, it } from 'vitest';
import { screenerFixture } from '../../../test/screener-fixture';
import { dayIn, programmeDays } from './programme-days';

const now = new Date('2026-06-01T12:00:00Z');
const event = (id: number, starts: string, ends = starts) =>
  screenerFixture({ id, title: `Event ${id}`, screening_starts_at: starts, screening_ends_at: ends });
const titlesByDay = (days: ReturnType<typeof programmeDays>) =>
  days.map(({ day, screeners }) => [day, screeners.map((screener) => screener.title)]);

describe('dayIn', () => {
  it('reads the day in the given zone, not the machine’s', () => {
    const lateUtc = new Date('2026-06-01T23:30:00Z');
    expect(dayIn(lateUtc, 'UTC')).toBe('2026-06-01');
    // London is on summer time (UTC+1): 23:30 UTC is already half past midnight on the 2nd.
    expect(dayIn(lateUtc, 'Europe/London')).toBe('2026-06-02');
    // Los Angeles is seven hours behind: it is still the evening of the 1st.
    expect(dayIn(new Date('2026-06-02T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-06-01');
  });

  it('falls back to UTC for a time zone the browser does not know', () => {
    expect(dayIn(new Date('2026-06-01T23:30:00Z'), 'Mars/Olympus')).toBe('2026-06-01');
  });
});

describe('programmeDays', () => {
  it('puts an event just after local midnight on the next day of the company’s zone', () => {
    const days = programmeDays(
      [
        event(1, '2026-06-01 22:59:00', '2026-06-02 01:00:00'),
        event(2, '2026-06-01 23:00:00', '2026-06-02 01:00:00'),
      ],
      'Europe/London',
      now,
    );
    expect(titlesByDay(days)).toEqual([
      ['2026-06-01', ['Event 1']],
      ['2026-06-02', ['Event 2']],
    ]);
  });

  it('keeps the same events on one UTC day when the company is on UTC', () => {
    const days = programmeDays(
      [event(1, '2026-06-01 22:59:00'), event(2, '2026-06-01 23:00:00')],
      'UTC',
      now,
    );
    expect(titlesByDay(days)).toEqual([['2026-06-01', ['Event 1', 'Event 2']]]);
  });

  it('orders days and the events of a day by time, whatever order the lists came in', () => {
    const days = programmeDays(
      [event(3, '2026-06-03 18:00:00'), event(2, '2026-06-02 20:00:00'), event(1, '2026-06-02 09:00:00')],
      'UTC',
      now,
    );
    expect(titlesByDay(days)).toEqual([
      ['2026-06-02', ['Event 1', 'Event 2']],
      ['2026-06-03', ['Event 3']],
    ]);
  });

  it('lists an event that started yesterday and runs now on today, and leaves on-demand events out', () => {
    const running = event(1, '2026-05-31 22:00:00', '2026-06-01 14:00:00');
    const onDemand = screenerFixture({ id: 2, is_vod_event: 1, screening_starts_at: '2026-06-01 13:00:00' });
    expect(titlesByDay(programmeDays([running, onDemand], 'UTC', now))).toEqual([
      ['2026-06-01', ['Event 1']],
    ]);
  });
});
