import { type RefObject, useEffect } from 'react';

/** What the remote's arrows move between: the container's buttons and links. */
const FOCUSABLE = 'button:not([disabled]), a[href], [data-tv-focus]';

type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const DIRECTIONS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

function centre(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * The nearest element in the pressed direction, measured from centre to centre, with the distance
 * across the direction counting double so that a press keeps to its row or column.
 */
export function nearestInDirection(
  from: Element,
  candidates: Element[],
  direction: Direction,
): Element | null {
  const origin = centre(from);
  let best: { element: Element; score: number } | null = null;
  for (const element of candidates) {
    if (element === from) continue;
    const point = centre(element);
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const along =
      direction === 'ArrowUp' ? -dy : direction === 'ArrowDown' ? dy : direction === 'ArrowLeft' ? -dx : dx;
    const across = direction === 'ArrowUp' || direction === 'ArrowDown' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 1) continue;
    const score = along + across * 2;
    if (!best || score < best.score) best = { element, score };
  }
  return best?.element ?? null;
}

/**
 * A television's remote: the arrow keys move the focus between the container's buttons and links
 * by where they are on screen (so right-to-left pages work too), and Enter presses the focused one.
 * With nothing focused, the first arrow press focuses the first.
 */
export function useArrowNavigation(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = container.current;
      if (!root || !DIRECTIONS.includes(event.key) || event.defaultPrevented) return;
      const candidates = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const active = document.activeElement;
      if (!active || !root.contains(active)) {
        candidates[0]?.focus();
        event.preventDefault();
        return;
      }
      const next = nearestInDirection(active, candidates, event.key as Direction);
      if (next instanceof HTMLElement) {
        next.focus();
        next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [container]);
}
