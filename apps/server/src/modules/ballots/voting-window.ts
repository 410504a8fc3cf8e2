/** A window takes votes from its opening until just before its closing. */
export function isWindowOpen(window: { opensAt: Date; closesAt: Date }, now: Date): boolean {
  return window.opensAt.getTime() <= now.getTime() && now.getTime() < window.closesAt.getTime();
}

/** When the last of the open windows closes, or null when none is open. */
export function lastOpenClose(windows: { opensAt: Date; closesAt: Date }[], now: Date): Date | null {
  let last: Date | null = null;
  for (const window of windows)
    if (isWindowOpen(window, now) && (!last || window.closesAt > last)) last = window.closesAt;
  return last;
}
