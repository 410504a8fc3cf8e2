import { describe, expect, it } from 'vitest';
import { type CalendarEntry, calendarFile, calendarStamp, googleCalendarLink } from './calendar-links';

const entry: CalendarEntry = {
  id: 7,
  title: 'Opening night, with Q&A; all welcome',
  startsAt: '2026-06-01 18:30:00',
  endsAt: '2026-06-01 20:45:00',
  pageUrl: 'https://festival.example/screeners/7',
  location: 'Hall 1',
};

describe('calendar links', () => {
  it('writes API times as YYYYMMDDTHHmmSS in UTC', () => {
    expect(calendarStamp('2026-06-01 18:30:05')).toBe('20260601T183005Z');
  });

  it('fills Google Calendar’s new event with the title, times, page and place', () => {
    const url = new URL(googleCalendarLink(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: entry.title,
      dates: '20260601T183000Z/20260601T204500Z',
      details: entry.pageUrl,
      location: 'Hall 1',
    });
  });

  it('writes an iCalendar file with the event’s times in UTC and its text escaped', async () => {
    const text = await (await calendarFile(entry, 'festival.example')).text();
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('UID:screener-7@festival.example');
    expect(unfolded).toContain('DTSTART:20260601T183000Z');
    expect(unfolded).toContain('DTEND:20260601T204500Z');
    expect(unfolded).toContain('SUMMARY:Opening night\\, with Q&A\\; all welcome');
    expect(unfolded).toContain('LOCATION:Hall 1');
  });
});
