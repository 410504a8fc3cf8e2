import { parseApiDateTime } from '@screener/contracts/dates';

/** What a calendar entry of an event holds: its title, times as the API writes them, and its page. */
export type CalendarEntry = {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  /** The event's page on this site, which the entry links to. */
  pageUrl: string;
  location: string | null;
};

/** An API time (UTC) as calendar links write it (spec part 2: YYYYMMDDTHHmmSS), marked UTC. */
export function calendarStamp(apiDateTime: string): string {
  return parseApiDateTime(apiDateTime)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A link that opens Google Calendar's new-event page filled with the event. */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${calendarStamp(entry.startsAt)}/${calendarStamp(entry.endsAt)}`,
    details: entry.pageUrl,
    ...(entry.location ? { location: entry.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/**
 * The event as an iCalendar file (RFC 5545) any calendar imports. The library that writes it is
 * loaded when a viewer asks for the file, not with the page.
 */
export async function calendarFile(entry: CalendarEntry, siteHost: string): Promise<Blob> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `screener-${entry.id}@${siteHost}`,
    productId: siteHost,
    title: entry.title,
    start: parseApiDateTime(entry.startsAt).getTime(),
    end: parseApiDateTime(entry.endsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url: entry.pageUrl,
    description: entry.pageUrl,
    ...(entry.location ? { location: entry.location } : {}),
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return new Blob([value], { type: 'text/calendar;charset=utf-8' });
}
