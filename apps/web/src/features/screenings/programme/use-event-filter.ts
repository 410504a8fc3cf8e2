import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_FORMATS, type EventFilter, type EventFormat } from './event-filter';

const isFormat = (value: string | null): value is EventFormat =>
  EVENT_FORMATS.some((format) => format === value);

/**
 * The home's filter, kept in the address (`?format=venue&venue=...`) so a filtered programme can be
 * shared and survives going back from an overview.
 */
export function useEventFilter(): [EventFilter, (filter: EventFilter) => void] {
  const [params, setParams] = useSearchParams();
  const format = params.get('format');
  const filter: EventFilter = { format: isFormat(format) ? format : 'all', venue: params.get('venue') };
  const setFilter = useCallback(
    (next: EventFilter) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.format === 'all') updated.delete('format');
          else updated.set('format', next.format);
          if (next.venue === null) updated.delete('venue');
          else updated.set('venue', next.venue);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}
