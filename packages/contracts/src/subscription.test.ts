import { describe, expect, it } from 'vitest';
import { coversEvent } from './subscription.ts';

describe('coversEvent', () => {
  it('opens every event for an all-events plan, the listed ones otherwise, none without rights', () => {
    expect(coversEvent({ all_events: true, screener_ids: [] }, 7)).toBe(true);
    expect(coversEvent({ all_events: false, screener_ids: [3, 7] }, 7)).toBe(true);
    expect(coversEvent({ all_events: false, screener_ids: [3] }, 7)).toBe(false);
    expect(coversEvent(null, 7)).toBe(false);
    expect(coversEvent(undefined, 7)).toBe(false);
  });
});
