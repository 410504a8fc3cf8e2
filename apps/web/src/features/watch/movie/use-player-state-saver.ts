import type { PlayerState } from '@screener/contracts/watch';
import { useCallback, useEffect, useRef } from 'react';
import { savePlayerState } from './api';

/** How often the playhead is saved while the page stays open. */
export const PLAYER_STATE_SAVE_SECONDS = 10;

/**
 * Saves the player state (spec part 2 §3) every PLAYER_STATE_SAVE_SECONDS, when the page is left
 * and on unmount, and whenever the caller asks (pause, film change); an unchanged state is not sent
 * twice. Disabled in preview mode, whose state is never kept.
 */
export function usePlayerStateSaver(snapshot: () => PlayerState, enabled: boolean): () => void {
  const snapshotRef = useRef(snapshot);
  snapshotRef.current = snapshot;
  const lastSent = useRef<string | null>(null);

  const save = useCallback(() => {
    if (!enabled) return;
    const state = snapshotRef.current();
    const rounded = { ...state, currentTime: Math.floor(state.currentTime) };
    const text = JSON.stringify(rounded);
    if (text === lastSent.current) return;
    lastSent.current = text;
    savePlayerState(rounded).catch(() => {
      lastSent.current = null;
    });
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    lastSent.current ??= JSON.stringify(snapshotRef.current());
    const timer = window.setInterval(save, PLAYER_STATE_SAVE_SECONDS * 1000);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [enabled, save]);

  return save;
}
