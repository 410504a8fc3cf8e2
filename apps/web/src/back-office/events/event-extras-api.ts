import {
  LIVE_COUNTER_REFRESH_MS,
  ZLiveEventResponse,
  ZUploadEventThumbnailResponse,
} from '@screener/contracts/admin-event-extras';
import { ZChangeStreamResponse, ZLiveCounterResponse } from '@screener/contracts/watch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { eventKeys } from './events-api';

const liveKeys = {
  event: (id: number) => [...eventKeys.all, 'live', id] as const,
  counter: (id: number) => [...eventKeys.all, 'live', id, 'counter'] as const,
};

/** Keeps the cropped picture on the server; its address becomes the event's when the editor saves. */
export function useUploadEventThumbnail() {
  return useMutation({
    mutationFn: (image: string) =>
      apiRequest('admin/events/thumbnail/upload', { image }, ZUploadEventThumbnailResponse),
  });
}

export function useLiveEvent(id: number) {
  return useQuery({
    queryKey: liveKeys.event(id),
    queryFn: ({ signal }) => apiRequest(`admin/screenings/${id}/live`, {}, ZLiveEventResponse, { signal }),
    retry: false,
  });
}

/** Asked again every few seconds while the page is open (and not while its tab is hidden). */
export function useLiveCounter(id: number) {
  return useQuery({
    queryKey: liveKeys.counter(id),
    queryFn: ({ signal }) =>
      apiRequest(`admin/screenings/${id}/live_counter`, {}, ZLiveCounterResponse, { signal }),
    refetchInterval: LIVE_COUNTER_REFRESH_MS,
  });
}

/** Changes a stream through the existing call; the page shows the streams it answers with. */
export function useChangeStream(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { type: string; active?: boolean; force?: boolean }) =>
      apiRequest(`admin/screenings/${id}/streams/change`, change, ZChangeStreamResponse),
    onSuccess: ({ streams }) => {
      client.setQueryData(liveKeys.event(id), (live: { streams: unknown } | undefined) =>
        live ? { ...live, streams } : live,
      );
    },
  });
}
