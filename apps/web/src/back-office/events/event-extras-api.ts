import { LIVE_COUNTER_REFRESH_MS } from '@screener/contracts/admin-event-extras';
import * as adminEventsCalls from '@screener/contracts/calls/admin-events';
import * as adminLiveCalls from '@screener/contracts/calls/admin-live';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallBody, call } from '../../api/client';
import { eventKeys } from './events-api';

const liveKeys = {
  event: (id: number) => [...eventKeys.all, 'live', id] as const,
  counter: (id: number) => [...eventKeys.all, 'live', id, 'counter'] as const,
};

/** Keeps the cropped picture on the server; its address becomes the event's when the editor saves. */
export function useUploadEventThumbnail() {
  return useMutation({
    mutationFn: (image: string) => call(adminEventsCalls.uploadThumbnail, { image }),
  });
}

export function useLiveEvent(id: number) {
  return useQuery({
    queryKey: liveKeys.event(id),
    queryFn: ({ signal }) => call(adminLiveCalls.liveEvent, {}, { signal, params: { screener_id: id } }),
    retry: false,
  });
}

/** Asked again every few seconds while the page is open (and not while its tab is hidden). */
export function useLiveCounter(id: number) {
  return useQuery({
    queryKey: liveKeys.counter(id),
    queryFn: ({ signal }) => call(adminLiveCalls.liveCounter, {}, { signal, params: { screener_id: id } }),
    refetchInterval: LIVE_COUNTER_REFRESH_MS,
  });
}

/** Changes a stream through the existing call; the page shows the streams it answers with. */
export function useChangeStream(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CallBody<typeof adminLiveCalls.changeStream>) =>
      call(adminLiveCalls.changeStream, change, { params: { screener_id: id } }),
    onSuccess: ({ streams }) => {
      client.setQueryData(liveKeys.event(id), (live: { streams: unknown } | undefined) =>
        live ? { ...live, streams } : live,
      );
    },
  });
}
