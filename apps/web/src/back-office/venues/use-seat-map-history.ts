import type { SeatMap } from '@screener/contracts/seat-map';
import { useCallback, useState } from 'react';

/** Enough steps back for a sitting; each is one map object, shared where unchanged. */
const MAX_UNDO = 50;

/** The map being edited and the maps before each change, so the last changes can be undone. */
export function useSeatMapHistory(initial: SeatMap) {
  const [state, setState] = useState<{ map: SeatMap; past: SeatMap[] }>({ map: initial, past: [] });
  const apply = useCallback(
    (next: SeatMap) =>
      setState((current) =>
        next === current.map ? current : { map: next, past: [...current.past, current.map].slice(-MAX_UNDO) },
      ),
    [],
  );
  const undo = useCallback(
    () =>
      setState((current) => {
        const previous = current.past.at(-1);
        return previous ? { map: previous, past: current.past.slice(0, -1) } : current;
      }),
    [],
  );
  const reset = useCallback((map: SeatMap) => setState({ map, past: [] }), []);
  return { map: state.map, apply, undo, canUndo: state.past.length > 0, reset };
}
