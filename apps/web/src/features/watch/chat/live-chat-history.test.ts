import { LIVE_CHAT_PAGE_SIZE, type LiveChatMessage } from '@screener/contracts/watch';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHAT_HISTORY,
  isFollowing,
  isOwnMessage,
  messageTime,
  shouldLoadOlder,
  withJoinPage,
  withMessage,
  withOlderPage,
} from './live-chat-history';

const message = (key: number, uuid: string | null = 'ana-uuid'): LiveChatMessage => ({
  key,
  user: { uuid, name: 'Ana' },
  content: `message ${key}`,
  date: '2026-06-01 12:00:00',
});
/** Messages `from` to `to`, oldest first, as the server pages them. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
const keys = (history: { messages: readonly LiveChatMessage[] }) => history.messages.map((item) => item.key);

describe('the first join', () => {
  it('shows the page and expects older messages only after a full page', () => {
    expect(withJoinPage(EMPTY_CHAT_HISTORY, range(1, 2))).toEqual({ messages: range(1, 2), hasOlder: false });
    const full = withJoinPage(EMPTY_CHAT_HISTORY, range(11, 10 + LIVE_CHAT_PAGE_SIZE));
    expect(full.hasOlder).toBe(true);
    expect(full.messages).toHaveLength(LIVE_CHAT_PAGE_SIZE);
  });
});

describe('a join after a lost connection', () => {
  it('adds what was missed when the page reaches back to the chat', () => {
    const before = { messages: range(1, 5), hasOlder: false };
    expect(keys(withJoinPage(before, range(3, 8)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps whether older messages remain when the page continues the chat', () => {
    const before = { messages: range(21, 40), hasOlder: true };
    expect(withJoinPage(before, range(25, 44)).hasOlder).toBe(true);
  });

  it('replaces the chat when more was missed than a page holds, leaving no silent gap', () => {
    const before = { messages: range(1, 5), hasOlder: false };
    const page = range(50, 49 + LIVE_CHAT_PAGE_SIZE);
    expect(withJoinPage(before, page)).toEqual({ messages: page, hasOlder: true });
  });

  it('adds a short page after the chat (nothing older is missing)', () => {
    expect(keys(withJoinPage({ messages: range(1, 3), hasOlder: false }, range(6, 7)))).toEqual([
      1, 2, 3, 6, 7,
    ]);
  });
});

describe('older pages and new messages', () => {
  it('puts an older page before the chat, and a short one ends the paging', () => {
    const history = { messages: range(21, 40), hasOlder: true };
    const withFull = withOlderPage(history, range(1, 20));
    expect(keys(withFull)).toEqual(range(1, 40).map((item) => item.key));
    expect(withFull.hasOlder).toBe(true);
    expect(withOlderPage(history, range(15, 20)).hasOlder).toBe(false);
  });

  it('keeps each message once, in key order, whichever way it arrived', () => {
    let history = withJoinPage(EMPTY_CHAT_HISTORY, range(1, 3));
    history = withMessage(history, message(5));
    history = withMessage(history, message(4));
    history = withMessage(history, message(5));
    expect(keys(history)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scrolling', () => {
  it('loads older messages within 100 px of the top, once at a time, while some remain', () => {
    expect(shouldLoadOlder({ scrollTop: 100, hasOlder: true, loading: false })).toBe(true);
    expect(shouldLoadOlder({ scrollTop: 0, hasOlder: true, loading: false })).toBe(true);
    expect(shouldLoadOlder({ scrollTop: 101, hasOlder: true, loading: false })).toBe(false);
    expect(shouldLoadOlder({ scrollTop: 0, hasOlder: true, loading: true })).toBe(false);
    expect(shouldLoadOlder({ scrollTop: 0, hasOlder: false, loading: false })).toBe(false);
  });

  it('follows new messages only while the viewer is at the bottom', () => {
    expect(isFollowing({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isFollowing({ scrollTop: 200, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
});

describe('how a message shows', () => {
  it('knows the viewer’s own messages by the account’s uuid, never by an address', () => {
    expect(isOwnMessage(message(1, 'ana-uuid'), 'ana-uuid')).toBe(true);
    expect(isOwnMessage(message(1, 'ben-uuid'), 'ana-uuid')).toBe(false);
    expect(isOwnMessage(message(1, null), null)).toBe(false);
    expect(isOwnMessage(message(1), null)).toBe(false);
  });

  it('shows the time in the viewer’s zone and keeps the UTC instant for the markup', () => {
    const time = messageTime('2026-06-01 12:05:00', 'en-GB', 'Asia/Jerusalem');
    expect(time.iso).toBe('2026-06-01T12:05:00.000Z');
    expect(time.time).toBe('15:05');
    expect(time.full).toContain('2026');
  });
});
