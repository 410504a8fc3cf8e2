import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CHAT_REACTIONS,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_LOCALE,
  HLS_BUFFER_SECONDS,
  isDiscontinuedStreamKind,
  PAGE_SIZES,
  PAYMENT_FRAMES,
  PRIVACY_POLICY,
  STREAM_KINDS,
} from './ui.ts';

describe('ui constants', () => {
  it('matches the spec values', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(DEFAULT_COUNTRY_CODE).toBe('GB');
    expect(BREAKPOINTS).toEqual({ xs: 360, mobile: 959 });
    expect(PAGE_SIZES).toEqual({ dashboard: 4, list: 20, geoCatalogue: 10 });
    expect(PAYMENT_FRAMES.card3ds).toEqual({ width: 600, height: 400 });
    expect(PAYMENT_FRAMES.israeliProvider).toEqual({ width: 770, height: 625 });
    expect(HLS_BUFFER_SECONDS).toEqual({ max: 20, back: 18 });
    expect(PRIVACY_POLICY).toEqual({ version: '1.5', date: '2024-06-18' });
    expect(CHAT_REACTIONS.map((reaction) => reaction.name)).toEqual([
      'thumbs_up',
      'heart',
      'laugh',
      'surprise',
      'sad',
      'pray',
    ]);
  });

  it('marks zoom and jitsi, and only those, as discontinued', () => {
    expect(STREAM_KINDS.filter((entry) => entry.discontinued).map((entry) => entry.kind)).toEqual([
      'zoom',
      'jitsi',
    ]);
    expect(isDiscontinuedStreamKind('zoom')).toBe(true);
    expect(isDiscontinuedStreamKind('movie_stream')).toBe(false);
    expect(isDiscontinuedStreamKind('unknown')).toBe(false);
  });
});
