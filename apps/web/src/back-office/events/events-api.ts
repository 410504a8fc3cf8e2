import type {
  AdminEventInput,
  ListAdminEventsRequest,
  ZAdminEventResponse,
} from '@screener/contracts/admin-events';
import type { CallDeclaration } from '@screener/contracts/call';
import * as adminEventsCalls from '@screener/contracts/calls/admin-events';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { screenerKeys } from '../../domain/event/api';
import { useListQuery } from '../query-hooks';

export const eventKeys = {
  all: ['staff', 'events'] as const,
  list: (request: ListAdminEventsRequest) => [...eventKeys.all, 'list', request] as const,
  event: (id: number) => [...eventKeys.all, 'event', id] as const,
  films: (search: string) => [...eventKeys.all, 'films', search] as const,
};

export function useAdminEvents(request: ListAdminEventsRequest) {
  return useListQuery(eventKeys.list(request), adminEventsCalls.list, request);
}

export function useAdminEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.event(id ?? 0),
    queryFn:
      id === null ? skipToken : ({ signal }) => call(adminEventsCalls.get, { screener_id: id }, { signal }),
    enabled: id !== null,
  });
}

export function useEventFilmSearch(search: string) {
  return useListQuery(eventKeys.films(search), adminEventsCalls.searchFilms, { search });
}

/** Every event change answers the event as saved; the lists and the site's own answers go stale. */
function useEventChange<I, B extends z.ZodType>(
  declaration: CallDeclaration<string, B, typeof ZAdminEventResponse>,
  body: (input: I) => z.input<B>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(declaration, body(input)),
    onSuccess: ({ event }) => {
      client.setQueryData(eventKeys.event(event.id), { event });
      void client.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: screenerKeys.all });
    },
  });
}

export const useCreateEvent = () =>
  useEventChange(adminEventsCalls.create, (event: AdminEventInput) => ({ event }));
export const useUpdateEvent = () =>
  useEventChange(
    adminEventsCalls.update,
    (input: { id: number; event: AdminEventInput; confirmed: boolean }) => ({
      screener_id: input.id,
      event: input.event,
      confirmed: input.confirmed,
    }),
  );
export const useDuplicateEvent = () =>
  useEventChange(adminEventsCalls.duplicate, (id: number) => ({ screener_id: id }));
export const usePublishEvent = () =>
  useEventChange(adminEventsCalls.publish, (id: number) => ({ screener_id: id }));
export const useUnpublishEvent = () =>
  useEventChange(adminEventsCalls.unpublish, (id: number) => ({ screener_id: id }));
