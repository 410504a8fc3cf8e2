import { parseApiDateTime } from '@screener/contracts/dates';

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until `target` (an API time) at `now`, in whole parts; null once it has come. */
export function countdownTo(target: string | null, now: Date): CountdownParts | null {
  if (target === null) return null;
  const left = Math.floor((parseApiDateTime(target).getTime() - now.getTime()) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Whole hours left until `end` (an API time), rounded up so the last minutes read "1 hour"; 0 once past. */
export function hoursLeft(end: string, now: Date): number {
  return Math.max(0, Math.ceil((parseApiDateTime(end).getTime() - now.getTime()) / 3_600_000));
}
