import type { AdminListQuery } from '@screener/contracts/admin-list';
import * as adminVenuesCalls from '@screener/contracts/calls/admin-venues';
import type {
  CreateVenueRequest,
  EventSeatPricing,
  UpdateVenueRequest,
} from '@screener/contracts/venue-admin';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, listQuery } from '../../api/client';
import { useCallQuery, useListQuery } from '../query-hooks';

export const venueKeys = {
  all: ['staff', 'venues'] as const,
  list: (query: AdminListQuery) => [...venueKeys.all, 'list', query] as const,
  venue: (venueId: number) => [...venueKeys.all, 'venue', venueId] as const,
  events: () => [...venueKeys.all, 'events'] as const,
  pricing: (screenerId: number) => [...venueKeys.all, 'pricing', screenerId] as const,
};

/** One page of the venues grid; the page shown stays while the next loads. */
export function useVenueList(query: AdminListQuery) {
  return useListQuery(
    venueKeys.list(query),
    adminVenuesCalls.list,
    listQuery<typeof adminVenuesCalls.list>(query),
  );
}

export function useVenue(venueId: number | null) {
  return useQuery({
    queryKey: venueKeys.venue(venueId ?? 0),
    enabled: venueId !== null,
    queryFn:
      venueId === null
        ? skipToken
        : ({ signal }) => call(adminVenuesCalls.get, { venue_id: venueId }, { signal }),
  });
}

/** Creates or updates a venue; the answer is the venue as saved, kept as its query's data. */
export function useSaveVenue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVenueRequest | UpdateVenueRequest) =>
      'venue_id' in input ? call(adminVenuesCalls.update, input) : call(adminVenuesCalls.create, input),
    onSuccess: (answer) => {
      client.setQueryData(venueKeys.venue(answer.venue.id), answer);
      void client.invalidateQueries({ queryKey: venueKeys.all, refetchType: 'none' });
    },
  });
}

export function useVenueEvents() {
  return useCallQuery(venueKeys.events(), adminVenuesCalls.eventsList, {});
}

export function useEventSeatPricing(screenerId: number | null) {
  return useQuery({
    queryKey: venueKeys.pricing(screenerId ?? 0),
    enabled: screenerId !== null,
    queryFn:
      screenerId === null
        ? skipToken
        : ({ signal }) => call(adminVenuesCalls.eventsPricingGet, { screener_id: screenerId }, { signal }),
  });
}

export function useSaveEventSeatPricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EventSeatPricing & { screener_id: number }) =>
      call(adminVenuesCalls.eventsPricingUpdate, input),
    onSuccess: (answer) => {
      client.setQueryData(venueKeys.pricing(answer.event.id), answer);
      void client.invalidateQueries({ queryKey: venueKeys.events() });
    },
  });
}
