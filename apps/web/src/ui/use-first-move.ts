import { useEffect, useState } from 'react';

/** The visitor's first move on a page: a scroll, a touch, a click or a key (Tab). */
const FIRST_MOVES = ['scroll', 'wheel', 'pointerdown', 'keydown'] as const;

/**
 * True from the visitor's first move on. What only a visitor who moves can use (what is below the
 * fold) waits for it, so a first visit that only looks does not download it.
 */
export function useFirstMove(): boolean {
  // A page scrolled before the app started has had its move already.
  const [moved, setMoved] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (moved) return;
    const onMove = () => setMoved(true);
    for (const type of FIRST_MOVES) window.addEventListener(type, onMove, { passive: true, once: true });
    return () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, onMove);
    };
  }, [moved]);
  return moved;
}
