import { parseApiDateTime } from '@screener/contracts/dates';
import { LIVE_CHAT_PAGE_SIZE, type LiveChatMessage } from '@screener/contracts/watch';

/** Older messages load when the viewer scrolls this close to the top of the chat (spec part 2 §9). */
export const LOAD_OLDER_THRESHOLD_PX = 100;
/** Within this distance of the bottom, the chat follows new messages. */
const FOLLOW_THRESHOLD_PX = 48;

/** The live chat as the viewer has it: messages oldest first, and whether older ones remain. */
export type ChatHistory = { messages: readonly LiveChatMessage[]; hasOlder: boolean };
export const EMPTY_CHAT_HISTORY: ChatHistory = { messages: [], hasOlder: false };

/** Each message once (a sent one comes back both as the answer and as the room's broadcast), by key. */
function merge(current: readonly LiveChatMessage[], incoming: readonly LiveChatMessage[]): LiveChatMessage[] {
  const byKey = new Map(current.map((message) => [message.key, message]));
  for (const message of incoming) byKey.set(message.key, message);
  return [...byKey.values()].sort((a, b) => a.key - b.key);
}

const isFullPage = (page: readonly LiveChatMessage[]) => page.length >= LIVE_CHAT_PAGE_SIZE;

/**
 * The newest page a (re)join answers. It continues the chat when it reaches back to what the
 * viewer has; a full page that does not means more was missed than a page holds, so it replaces
 * the chat rather than leave a silent gap (scrolling up loads the rest again).
 */
export function withJoinPage(history: ChatHistory, page: readonly LiveChatMessage[]): ChatHistory {
  if (history.messages.length === 0) return { messages: merge([], page), hasOlder: isFullPage(page) };
  const newestKey = history.messages[history.messages.length - 1]?.key ?? 0;
  const oldestOfPage = page[0];
  if (oldestOfPage && isFullPage(page) && oldestOfPage.key > newestKey) {
    return { messages: merge([], page), hasOlder: true };
  }
  return { messages: merge(history.messages, page), hasOlder: history.hasOlder };
}

/** A page of older messages; a short page means the start of the chat was reached. */
export function withOlderPage(history: ChatHistory, page: readonly LiveChatMessage[]): ChatHistory {
  return { messages: merge(history.messages, page), hasOlder: isFullPage(page) };
}

export function withMessage(history: ChatHistory, message: LiveChatMessage): ChatHistory {
  return { ...history, messages: merge(history.messages, [message]) };
}

/** Whether to ask for older messages: near the top, with more to load and none on the way. */
export function shouldLoadOlder(input: { scrollTop: number; hasOlder: boolean; loading: boolean }): boolean {
  return input.hasOlder && !input.loading && input.scrollTop <= LOAD_OLDER_THRESHOLD_PX;
}

/** Whether the viewer is reading the newest messages, so that the chat keeps up with new ones. */
export function isFollowing(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_THRESHOLD_PX;
}

export function isOwnMessage(message: LiveChatMessage, ownUuid: string | null): boolean {
  return ownUuid !== null && message.user.uuid === ownUuid;
}

/** When a message was sent: the clock time to show, and the full date and time for a tooltip. */
export function messageTime(
  date: string,
  locale: string,
  timeZone?: string,
): { iso: string; time: string; full: string } {
  const sent = parseApiDateTime(date);
  return {
    iso: sent.toISOString(),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(sent),
    full: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(sent),
  };
}
