import { headlineEvent } from '@screener/contracts/headline-event';
import { describe, expect, it } from 'vitest';
import { screenerFixture } from '../../../test/screener-fixture';

const now = new Date('2026-06-01T12:00:00Z');
const event = (id: number, starts: string, ends: string) =>
  screenerFixture({ id, screening_starts_at: starts, screening_ends_at: ends });

describe('headlineEvent', () => {
  it('shows the event running now that started last', () => {
    const older = event(1, '2026-06-01 09:00:00', '2026-06-01 15:00:00');
    const newer = event(2, '2026-06-01 11:00:00', '2026-06-01 13:00:00');
    const next = event(3, '2026-06-01 13:00:00', '2026-06-01 15:00:00');
    expect(headlineEvent([next, older, newer], now)?.id).toBe(2);
  });

  it('else shows the next event to start, never an ended or on-demand one', () => {
    const ended = event(1, '2026-06-01 08:00:00', '2026-06-01 10:00:00');
    const later = event(2, '2026-06-03 18:00:00', '2026-06-03 20:00:00');
    const sooner = event(3, '2026-06-02 18:00:00', '2026-06-02 20:00:00');
    const onDemand = { ...event(4, '2026-05-01 00:00:00', '2026-07-01 00:00:00'), is_vod_event: 1 as const };
    expect(headlineEvent([ended, later, onDemand, sooner], now)?.id).toBe(3);
    expect(headlineEvent([ended, onDemand], now)).toBeNull();
  });
});
