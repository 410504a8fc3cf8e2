import { EVENT_TYPES } from '@screener/contracts/event';
import { describe, expect, it } from 'vitest';
import { screenerFixture } from '../../test/screener-fixture';
import { formatEventTime, screenerState } from './screener-state';

const now = new Date('2026-06-01T12:00:00Z');

describe('screenerState', () => {
  it('reads a plain upcoming event as open', () => {
    expect(screenerState(screenerFixture(), now)).toEqual({
      reserved: false,
      purchasedOnly: false,
      rental: null,
      archived: false,
      live: false,
      // An online-only event with room to spare has no seats line.
      seats: null,
      showEventType: false,
    });
  });

  it('marks a standard event running now as live, and never an on-demand one', () => {
    const running = screenerFixture({ screening_starts_at: '2026-06-01 11:00:00' });
    expect(screenerState(running, now).live).toBe(true);
    expect(screenerState(screenerFixture({ screening_ends_at: '2026-06-01 12:00:00' }), now).live).toBe(
      false,
    );
    expect(screenerState({ ...running, is_vod_event: 1 }, now).live).toBe(false);
  });

  it('shows the seats line at the venue, and online only when seats run short', () => {
    const atVenue = screenerFixture({ event_type: EVENT_TYPES.physical });
    expect(screenerState(atVenue, now).seats).toEqual({ kind: 'available' });
    const shortOnline = screenerFixture({ limitation: 10, num_of_enrollments: 9 });
    expect(screenerState(shortOnline, now).seats).toEqual({ kind: 'seats_left', seatsLeft: 1 });
    expect(
      screenerState(screenerFixture({ is_vod_event: 1, limitation: 1, num_of_enrollments: 1 }), now).seats,
    ).toBeNull();
  });

  it('tells reserved from bought-but-not-enrolled', () => {
    expect(screenerState(screenerFixture({ is_enrolled: true, is_purchased: true }), now)).toMatchObject({
      reserved: true,
      purchasedOnly: false,
    });
    expect(screenerState(screenerFixture({ is_purchased: true }), now).purchasedOnly).toBe(true);
  });

  it('shows the rental chip only once an on-demand rental has a window', () => {
    expect(screenerState(screenerFixture({ is_vod_event: 1 }), now).rental).toBeNull();
    expect(
      screenerState(screenerFixture({ is_vod_event: 1, event_ends_at: '2026-06-01 13:00:00' }), now).rental,
    ).toBe('active');
    expect(
      screenerState(screenerFixture({ is_vod_event: 1, event_ends_at: '2026-06-01 11:00:00' }), now).rental,
    ).toBe('expired');
  });

  it('shows a subscriber no reserved overlay or rental chip on the on-demand films the subscription opens', () => {
    const rented = screenerFixture({
      is_vod_event: 1,
      is_enrolled: true,
      event_ends_at: '2026-06-01 11:00:00',
    });
    expect(screenerState(rented, now)).toMatchObject({ reserved: true, rental: 'expired' });
    expect(screenerState(rented, now, true)).toMatchObject({ reserved: false, rental: null });
    // A standard event keeps its reserved overlay: a subscription changes on-demand cards only.
    const standard = screenerFixture({ is_enrolled: true });
    expect(screenerState(standard, now, true).reserved).toBe(true);
  });

  it('archives a closed standard event and counts seats left', () => {
    const closed = screenerFixture({
      registration_ends_at: '2026-06-01 11:00:00',
      limitation: 10,
      num_of_enrollments: 10,
    });
    expect(screenerState(closed, now)).toMatchObject({
      archived: true,
      seats: { kind: 'registration_closed' },
    });
    const busy = screenerFixture({
      limitation: 20,
      num_of_enrollments: 16,
      event_type: EVENT_TYPES.physical,
    });
    expect(screenerState(busy, now)).toMatchObject({
      seats: { kind: 'seats_left', seatsLeft: 4 },
      showEventType: true,
    });
  });
});

describe('formatEventTime', () => {
  it('formats in the given time zone', () => {
    expect(formatEventTime('2026-06-01 23:30:00', 'en-GB', 'Europe/London')).toBe('2 Jun 2026, 00:30');
    expect(formatEventTime('2026-06-01 23:30:00', 'en-GB', 'Not/AZone')).toBe('1 Jun 2026, 23:30');
  });
});
