import { FIRST_VIEW_ELEMENT_ID } from '@screener/contracts/first-view';
import { useLayoutEffect } from 'react';

/**
 * Removes the server's static first view; the app's root, hidden while the view is there, shows in
 * the same frame. Everything of the view goes and everything of the app is new, so the swap moves
 * nothing that was seen (no layout shift).
 */
export function releaseFirstView(): void {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}

/** For a page that replaces the first view itself: once its content (not its skeleton) is drawn. */
export function useReleaseFirstView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstView();
  }, [ready]);
}
