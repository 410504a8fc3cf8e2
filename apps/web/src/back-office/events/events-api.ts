import {
  type AdminEventInput,
  type ListAdminEventsRequest,
  ZAdminEventResponse,
  ZListAdminEventsResponse,
  ZSearchEventFilmsResponse,
} from '@screener/contracts/admin-events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { screenerKeys } from '../../domain/event/api';

export const eventKeys = {
  all: ['staff', 'events'] as const,
  list: (request: ListAdminEventsRequest) => [...eventKeys.all, 'list', request] as const,
  event: (id: number) => [...eventKeys.all, 'event', id] as const,
  films: (search: string) => [...eventKeys.all, 'films', search] as const,
};

export function useAdminEvents(request: ListAdminEventsRequest) {
  return useQuery({
    queryKey: eventKeys.list(request),
    queryFn: ({ signal }) => apiRequest('admin/events/list', request, ZListAdminEventsResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.event(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('admin/events/get', { screener_id: id }, ZAdminEventResponse, { signal }),
    enabled: id !== null,
  });
}

export function useEventFilmSearch(search: string) {
  return useQuery({
    queryKey: eventKeys.films(search),
    queryFn: ({ signal }) =>
      apiRequest('admin/events/films/search', { search }, ZSearchEventFilmsResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every event change answers the event as saved; the lists and the site's own answers go stale. */
function useEventChange<I>(path: string, body: (input: I) => object) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiRequest(`admin/events/${path}`, body(input), ZAdminEventResponse),
    onSuccess: ({ event }) => {
      client.setQueryData(eventKeys.event(event.id), { event });
      void client.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: screenerKeys.all });
    },
  });
}

export const useCreateEvent = () => useEventChange('create', (event: AdminEventInput) => ({ event }));
export const useUpdateEvent = () =>
  useEventChange('update', (input: { id: number; event: AdminEventInput; confirmed: boolean }) => ({
    screener_id: input.id,
    event: input.event,
    confirmed: input.confirmed,
  }));
export const useDuplicateEvent = () => useEventChange('duplicate', (id: number) => ({ screener_id: id }));
export const usePublishEvent = () => useEventChange('publish', (id: number) => ({ screener_id: id }));
export const useUnpublishEvent = () => useEventChange('unpublish', (id: number) => ({ screener_id: id }));
