import { clearSession } from '../../api/session-store';

/**
 * Logging out (or being logged out) leaves the page first and forgets the session only once the
 * new page is shown: a page that needs a session would otherwise react to the loss itself (and
 * send the viewer to login instead of home). The session watcher finishes the job on arrival.
 */
let pending: { path: string; done: () => void } | null = null;

export function leaveThenForget(
  navigate: (path: string) => void | Promise<void>,
  currentPath: string,
  path: string,
  done: () => void,
): void {
  if (currentPath === path) {
    clearSession();
    done();
    return;
  }
  pending = { path, done };
  void navigate(path);
}

/** Called by the session watcher on every arrival: forgets the session when it is the awaited one. */
export function forgetOnArrival(pathname: string): void {
  if (!pending || pending.path !== pathname) return;
  const { done } = pending;
  pending = null;
  clearSession();
  done();
}
