import { describe, expect, it } from 'vitest';
import { isFreshNotice } from './support-notice';

const openedAt = new Date('2026-06-01T12:00:00Z');

describe('isFreshNotice', () => {
  it.each([
    ['sent after the page opened', '2026-06-01 12:00:30', true],
    ['sent within the clock skew before it', '2026-06-01 11:56:00', true],
    ['sent long before the page opened', '2026-06-01 11:50:00', false],
  ])('%s', (_name, sentAt, fresh) => {
    expect(isFreshNotice(sentAt, openedAt)).toBe(fresh);
  });
});
