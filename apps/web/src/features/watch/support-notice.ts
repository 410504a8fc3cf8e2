import { HEADER_MAX_SKEW_SECONDS } from '@screener/contracts/auth-header';
import { parseApiDateTime } from '@screener/contracts/dates';

/**
 * A support notice shows only when it is newer than the opening of the page (spec part 2 §7.5).
 * The server stamps it with its own clock, so a browser clock ahead by up to the signed header's
 * allowed skew still shows a notice sent just now.
 */
export function isFreshNotice(sentAt: string, openedAt: Date): boolean {
  return parseApiDateTime(sentAt).getTime() >= openedAt.getTime() - HEADER_MAX_SKEW_SECONDS * 1000;
}
