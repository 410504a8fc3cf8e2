import { describe, expect, it } from 'vitest';
import {
  ACCESS_LINK_TYPES,
  ENROLLMENT_MODES,
  EVENT_TYPES,
  hasPhysicalPart,
  hasScreeningStarted,
  IS_VOD,
  isArchived,
  isEndedForWatching,
  isEventOver,
  isRegistrationClosed,
  SESSION_MODE_CONSUMER,
  ZAccessLinkType,
  ZEnrollmentMode,
  ZEventType,
  ZIsVod,
} from './event.ts';

const now = new Date(Date.UTC(2024, 5, 18, 12, 0, 0));

describe('event constants', () => {
  it('matches the spec values', () => {
    expect(EVENT_TYPES).toEqual({ virtual: 10, physical: 20, virtual_and_physical: 50, subscription: 60 });
    expect(IS_VOD).toEqual({ standard: 0, on_demand: 1 });
    expect(ENROLLMENT_MODES).toEqual(['event', 'pass', 'subscription']);
    expect(ACCESS_LINK_TYPES).toEqual({ link: 10, preview: 20 });
    expect(SESSION_MODE_CONSUMER).toBe('consumer');
  });

  it('validates the wire values', () => {
    expect(ZEventType.parse(50)).toBe(50);
    expect(ZEventType.safeParse(30).success).toBe(false);
    expect(ZIsVod.safeParse(2).success).toBe(false);
    expect(ZEnrollmentMode.safeParse('group').success).toBe(false);
    expect(ZAccessLinkType.parse(20)).toBe(20);
  });

  it('knows which event types have a venue', () => {
    expect(hasPhysicalPart(EVENT_TYPES.physical)).toBe(true);
    expect(hasPhysicalPart(EVENT_TYPES.virtual_and_physical)).toBe(true);
    expect(hasPhysicalPart(EVENT_TYPES.virtual)).toBe(false);
    expect(hasPhysicalPart(EVENT_TYPES.subscription)).toBe(false);
  });
});

describe('event timing', () => {
  it('closes registration only after registration_ends_at has passed', () => {
    expect(isRegistrationClosed({ registration_ends_at: '2024-06-18 11:59:59' }, now)).toBe(true);
    expect(isRegistrationClosed({ registration_ends_at: '2024-06-18 12:00:00' }, now)).toBe(false);
    expect(isRegistrationClosed({ registration_ends_at: '2024-06-18 12:00:01' }, now)).toBe(false);
    expect(isRegistrationClosed({ registration_ends_at: null }, now)).toBe(false);
  });

  it('is over once screening_ends_at has passed', () => {
    expect(isEventOver({ screening_ends_at: '2024-06-18 11:00:00' }, now)).toBe(true);
    expect(isEventOver({ screening_ends_at: '2024-06-19 11:00:00' }, now)).toBe(false);
  });

  it('has started at the start instant', () => {
    expect(hasScreeningStarted({ screening_starts_at: '2024-06-18 12:00:00' }, now)).toBe(true);
    expect(hasScreeningStarted({ screening_starts_at: '2024-06-18 12:00:01' }, now)).toBe(false);
    expect(hasScreeningStarted({ screening_starts_at: null }, now)).toBe(false);
  });

  it('archives only non-VOD events whose registration closed', () => {
    const closed = '2024-06-01 00:00:00';
    expect(isArchived({ is_vod_event: 0, registration_ends_at: closed }, now)).toBe(true);
    expect(isArchived({ is_vod_event: 1, registration_ends_at: closed }, now)).toBe(false);
    expect(isArchived({ is_vod_event: false, registration_ends_at: '2024-07-01 00:00:00' }, now)).toBe(false);
  });

  it('ends for watching after start + screening_tolerance minutes', () => {
    const event = { screening_starts_at: '2024-06-18 11:30:00', screening_tolerance: 30 };
    expect(isEndedForWatching(event, now)).toBe(false);
    expect(isEndedForWatching(event, new Date(now.getTime() + 1000))).toBe(true);
    expect(isEndedForWatching({ ...event, screening_tolerance: 0 }, now)).toBe(true);
    expect(isEndedForWatching({ ...event, screening_tolerance: null }, now)).toBe(false);
  });
});
