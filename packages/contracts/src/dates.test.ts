import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDisplayDate,
  parseApiDateTime,
  timeZoneLabel,
  toApiDateTime,
  tryParseApiDateTime,
  ZApiDateTime,
} from './dates.ts';

describe('API date-times', () => {
  it('formats a Date as its UTC wire string', () => {
    expect(toApiDateTime(new Date(Date.UTC(2024, 5, 8, 7, 5, 9)))).toBe('2024-06-08 07:05:09');
  });

  it('parses the wire string as UTC', () => {
    expect(parseApiDateTime('2024-06-18 12:30:00').toISOString()).toBe('2024-06-18T12:30:00.000Z');
  });

  it.each([
    '2024-03-31 00:59:59', // just before the EU spring-forward instant
    '2024-03-31 01:00:00',
    '2024-03-10 07:30:00', // US spring forward
    '2024-10-27 00:30:00', // inside the EU autumn repeated hour (local)
    '2024-10-27 01:30:00',
    '2024-11-03 06:15:00', // US fall back
    '2024-02-29 23:59:59',
  ])('round-trips %s across DST changes', (value) => {
    expect(toApiDateTime(parseApiDateTime(value))).toBe(value);
  });

  it('keeps exactly one hour between the two UTC times around a DST change', () => {
    const before = parseApiDateTime('2024-03-31 00:30:00');
    const after = parseApiDateTime('2024-03-31 01:30:00');
    expect(after.getTime() - before.getTime()).toBe(3_600_000);
  });

  it.each(['2024-02-30 10:00:00', '2024-06-18T12:30:00Z', '2024-06-18 24:00:00', '18/06/2024', ''])(
    'rejects %j',
    (value) => {
      expect(tryParseApiDateTime(value)).toBeNull();
      expect(() => parseApiDateTime(value)).toThrow(RangeError);
      expect(ZApiDateTime.safeParse(value).success).toBe(false);
    },
  );

  it('refuses to format an invalid Date', () => {
    expect(() => toApiDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDisplayDate', () => {
  it('shows D MMM YYYY in UTC by default', () => {
    expect(formatDisplayDate('2024-06-08 12:00:00')).toBe('8 Jun 2024');
    expect(formatDisplayDate('2024-09-18 12:00:00')).toBe('18 Sep 2024');
  });

  it('uses the calendar day of the given time zone', () => {
    expect(formatDisplayDate('2024-06-18 22:30:00', 'Asia/Jerusalem')).toBe('19 Jun 2024');
    expect(formatDisplayDate('2024-06-18 03:00:00', 'America/New_York')).toBe('17 Jun 2024');
  });

  it('follows DST: 23:30 UTC is the next day in London in summer but not in winter', () => {
    expect(formatDisplayDate('2024-10-26 23:30:00', 'Europe/London')).toBe('27 Oct 2024');
    expect(formatDisplayDate('2024-10-27 23:30:00', 'Europe/London')).toBe('27 Oct 2024');
  });

  it('accepts a Date and falls back to UTC for an unknown zone', () => {
    expect(formatDisplayDate(new Date(Date.UTC(2024, 0, 1, 23)), 'Not/AZone')).toBe('1 Jan 2024');
  });

  it('uses the locale for the month name', () => {
    expect(formatDisplayDate('2024-06-18 12:00:00', 'UTC', 'it')).toMatch(/^18 giu\S* 2024$/);
  });
});

describe('formatCalendarDate', () => {
  it('gives YYYYMMDDTHHmmss in UTC', () => {
    expect(formatCalendarDate('2024-06-18 09:05:07')).toBe('20240618T090507');
    expect(formatCalendarDate(new Date(Date.UTC(2024, 11, 31, 23, 59, 59)))).toBe('20241231T235959');
  });
});

describe('timeZoneLabel', () => {
  const summer = new Date('2026-06-01T12:00:00Z');
  const winter = new Date('2026-01-15T12:00:00Z');
  it('names a zone by its place and offset in the reader’s language, never by its IANA name', () => {
    expect(timeZoneLabel('Asia/Jerusalem', 'en', summer)).toBe('Israel Time, GMT+3');
    expect(timeZoneLabel('Asia/Jerusalem', 'en', winter)).toBe('Israel Time, GMT+2');
    expect(timeZoneLabel('Asia/Jerusalem', 'he', summer)).toBe('שעון ישראל, GMT+3');
    expect(timeZoneLabel('Europe/London', 'es', summer)).toBe('hora de Reino Unido, GMT+1');
    expect(timeZoneLabel('America/New_York', 'it', winter)).toBe('Ora orientale USA, GMT-5');
  });
  it('names UTC once, and shows an unknown zone as given', () => {
    expect(timeZoneLabel('UTC', 'en', summer)).toBe('Coordinated Universal Time, GMT+0');
    expect(timeZoneLabel('Mars/Olympus', 'en', summer)).toBe('Mars/Olympus');
  });
});
